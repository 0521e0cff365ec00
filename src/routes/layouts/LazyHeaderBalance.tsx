import { Suspense } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';

// Only a signed-in header shows a balance and the user menu: a guest's first visit does not download them, nor the
// money formatting behind the balance (decimal arithmetic, the currency table). Both come in one chunk: a player's
// header asks for one file, and shows the menu and the balance together.
const HeaderBalance = lazyRetrying(() =>
  import(/* webpackChunkName: "header-balance" */ './HeaderBalance').then((m) => ({ default: m.HeaderBalance })),
);
const UserMenu = lazyRetrying(() =>
  import(/* webpackChunkName: "header-balance" */ './UserMenu').then((m) => ({ default: m.UserMenu })),
);

/** The header's balance, loaded when first shown. */
export function LazyHeaderBalance({ label }: { label: string }) {
  return (
    <Suspense fallback={null}>
      <HeaderBalance label={label} />
    </Suspense>
  );
}

/** The signed-in user's menu button, loaded when first shown (in the balance's chunk). */
export function LazyUserMenu() {
  return (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  );
}
