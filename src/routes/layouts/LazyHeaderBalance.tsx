import { Suspense } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';

// Only a signed-in header shows a balance: a guest's first visit does not download it, nor the money formatting
// behind it (decimal arithmetic, the currency table).
const HeaderBalance = lazyRetrying(() =>
  import(/* webpackChunkName: "header-balance" */ './HeaderBalance').then((m) => ({ default: m.HeaderBalance })),
);

/** The header's balance, loaded when first shown. */
export function LazyHeaderBalance({ label }: { label: string }) {
  return (
    <Suspense fallback={null}>
      <HeaderBalance label={label} />
    </Suspense>
  );
}
