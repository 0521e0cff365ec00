import type { ComponentProps } from 'react';
import { lazyPart } from '@/ui/lazyRetrying';
import type { HeaderBalance } from './HeaderBalance';
import type { UserMenu } from './UserMenu';

// Only a signed-in header shows a balance and the user menu: a guest's first visit does not download them, nor the
// money formatting behind the balance (decimal arithmetic, the currency table). Both come in one chunk: a player's
// header asks for one file, and shows the menu and the balance together.

/** The header's balance, loaded when first shown. */
export const LazyHeaderBalance = lazyPart<ComponentProps<typeof HeaderBalance>>(() =>
  import(/* webpackChunkName: "header-balance" */ './HeaderBalance').then((m) => ({ default: m.HeaderBalance })),
);

/** The signed-in user's menu button, loaded when first shown (in the balance's chunk). */
export const LazyUserMenu = lazyPart<ComponentProps<typeof UserMenu>>(() =>
  import(/* webpackChunkName: "header-balance" */ './UserMenu').then((m) => ({ default: m.UserMenu })),
);
