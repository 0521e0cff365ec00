/** The app's own links: in-page navigation on a plain click, the browser's own on a modified one, the current section marked. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouterLink, RouterNavLink } from '@/ui/navigation/RouterLink';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <output>{`${location.pathname}${location.search}${from ? ` from ${from}` : ''}`}</output>;
}

function showAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a plain click navigates in the page; a click with Ctrl, or one the caller cancels, does not', () => {
  let cancel = false;
  showAt(
    '/',
    <RouterLink to="/games?q=book" onClick={(event) => cancel && event.preventDefault()}>
      Games
    </RouterLink>,
  );
  const link = screen.getByRole('link', { name: 'Games' });
  expect(link.getAttribute('href')).toBe('/games?q=book');

  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: the browser opens a tab
  expect(screen.getByRole('status').textContent).toBe('/');

  cancel = true;
  fireEvent.click(link);
  expect(screen.getByRole('status').textContent).toBe('/');

  cancel = false;
  expect(fireEvent.click(link)).toBe(false); // prevented: no page load
  expect(screen.getByRole('status').textContent).toBe('/games?q=book');
});

test('a link with a target other than _self is left to the browser', () => {
  showAt(
    '/',
    <RouterLink to="/terms" target="_blank">
      Terms
    </RouterLink>,
  );
  expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('/');
});

test('the navigation entry of the current section is marked active and current', () => {
  showAt(
    '/games/search',
    <nav>
      <RouterNavLink to="/" className="entry">
        Home
      </RouterNavLink>
      <RouterNavLink to="/games" className="entry">
        Games
      </RouterNavLink>
      <RouterNavLink to="/games" end>
        Lobby only
      </RouterNavLink>
    </nav>,
  );
  const games = screen.getByRole('link', { name: 'Games' });
  expect(games.getAttribute('aria-current')).toBe('page');
  expect(games.className).toBe('entry active');
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByRole('link', { name: 'Home' }).className).toBe('entry');
  expect(screen.getByRole('link', { name: 'Lobby only' }).getAttribute('aria-current')).toBeNull();

  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  expect(games.getAttribute('aria-current')).toBeNull();
});

test('a link carries its history state, and a relative path can go up the URL instead of the route tree', () => {
  render(
    <MemoryRouter initialEntries={['/games/new/page']}>
      <Routes>
        <Route
          path="/games/:sort/page"
          element={
            <>
              <RouterLink to="/cashier" state={{ from: 'lobby' }}>
                Cashier
              </RouterLink>
              <RouterLink to=".." relative="path">
                Up
              </RouterLink>
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Up' }).getAttribute('href')).toBe('/games/new');
  fireEvent.click(screen.getByRole('link', { name: 'Cashier' }));
  expect(screen.getByRole('status').textContent).toBe('/cashier from lobby');
});
