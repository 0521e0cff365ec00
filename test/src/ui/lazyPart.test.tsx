/** A lazy part shows nothing until its chunk is here, without holding back the page around it. */
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from '@/ui/lazyRetrying';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

test('the page around a loading part shows at once; the part appears with its props when its chunk arrives', async () => {
  let arrive: (module: { default: typeof Greeting }) => void = () => {};
  const Part = lazyPart(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
  render(
    <main>
      <h1>Page</h1>
      <Part name="player" />
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
  expect(screen.queryByText('Hello, player')).toBeNull();
  await act(async () => arrive({ default: Greeting }));
  expect(screen.getByText('Hello, player')).toBeTruthy();
});
