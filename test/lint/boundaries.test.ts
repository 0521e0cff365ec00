/**
 * The layer rules of .eslintrc.cjs, proven on probe code: each probe is linted as if it were a file at the
 * given place in src/ (ESLint's Node API in legacy mode, the project's own config), and the rule must
 * report it, or must stay silent for an import the layers allow.
 */
import { expectReported, expectSilent, rulesReported } from './probeLint';

jest.setTimeout(60_000);

describe('features never import each other', () => {
  it.each([
    [
      'another feature through the @/ alias',
      'src/features/home/Probe.tsx',
      "import { SignInForm } from '@/features/auth/components/SignInForm';\nexport const probe = SignInForm;\n",
    ],
    [
      'another feature by a relative path',
      'src/features/home/Probe.tsx',
      "import { useSignInMutation } from '../auth/authApi';\nexport const probe = useSignInMutation;\n",
    ],
    [
      'another feature loaded by a dynamic import()',
      'src/features/content/Probe.tsx',
      "export const probe = () => import('@/features/responsibleGaming/ResponsibleGamingPanel');\n",
    ],
    [
      'a feature reaching into src/routes',
      'src/features/replay/Probe.tsx',
      "import { buildRoutes } from '@/routes/AppRouter';\nexport const probe = buildRoutes;\n",
    ],
    [
      'a feature reaching past the typed hooks into src/app',
      'src/features/replay/Probe.tsx',
      "import { rootReducer } from '@/app/rootReducer';\nexport const probe = rootReducer;\n",
    ],
  ])('reports %s', (_what, file, code) => expectReported(file, code, 'import/no-restricted-paths'));

  it('stays silent for the feature itself, the shared layers and the typed hooks', async () => {
    const legal = [
      "import { homeMessages } from '../home/messages';",
      "import { useHomePromotionsQuery } from './homeApi';",
      "import { selectIsSignedIn } from '@/session/authSelectors';",
      "import { useGetCountersQuery } from '@/site/siteApi';",
      "import { formatMoney } from '@/ui/format';",
      "import { useAppSelector } from '@/app/hooks';",
      'export const probe = [homeMessages, useHomePromotionsQuery, selectIsSignedIn, useGetCountersQuery, formatMoney, useAppSelector];',
    ].join('\n');
    await expectSilent('src/features/home/Probe.tsx', `${legal}\n`);
  });
});

describe('shared layers never import features, routes or app', () => {
  it.each([
    [
      'src/session/Probe.ts',
      "import { notificationsReducer } from '@/features/notifications/notificationsSlice';\nexport const probe = notificationsReducer;\n",
    ],
    [
      'src/realtime/Probe.ts',
      "import { signInWhenFulfilled } from '../features/auth/authApi';\nexport const probe = signInWhenFulfilled;\n",
    ],
    [
      'src/ui/components/Probe.tsx',
      "import { useAppSelector } from '@/app/hooks';\nexport const probe = useAppSelector;\n",
    ],
    [
      'src/diagnostics/Probe.ts',
      "import { routeTable } from '@/routes/routeTable';\nexport const probe = routeTable;\n",
    ],
    ['src/api/Probe.ts', "import { selectUser } from '@/session/authSelectors';\nexport const probe = selectUser;\n"],
  ])('reports %s', (file, code) => expectReported(file, code, 'import/no-restricted-paths'));

  it('stays silent for a shared layer using one at its level or below', async () => {
    const code = [
      "import { balanceChanged } from '@/realtime/realtimeActions';",
      "import { baseApi } from '@/api/baseApi';",
      'export const probe = [balanceChanged, baseApi];',
      '',
    ].join('\n');
    await expectSilent('src/session/Probe.ts', code);
  });
});

describe('no value-import cycles in src/', () => {
  it('reports the cycle router → lazy replay screen → frame → router', async () => {
    // Linted as the replay frame itself: the route table lazily imports the replay screen, which renders it.
    const code = "import { AppRouter } from '../../routes/AppRouter';\nexport const probe = AppRouter;\n";
    await expectReported('src/features/replay/ReplayFrame.tsx', code, 'import/no-cycle');
  });

  it('ignores a cycle made only of type imports', async () => {
    // The store imports the root reducer; a type import back is erased at build time.
    const code = "import type { AppStore } from './store';\nexport type Probe = AppStore;\n";
    await expect(rulesReported('src/app/rootReducer.ts', code)).resolves.not.toContain('import/no-cycle');
  });
});

describe('lazy parts retry their download', () => {
  it("reports React's own lazy, and stays silent for lazyRetrying", async () => {
    await expectReported(
      'src/features/home/Probe.tsx',
      "import { lazy } from 'react';\nexport const probe = lazy(() => import('./HomeScreen'));\n",
      'no-restricted-imports',
    );
    await expectReported(
      'src/ui/components/Probe.tsx',
      "import { lazy } from 'react';\nexport const probe = lazy(() => import('./GameCard'));\n",
      'no-restricted-imports',
    );
    await expectSilent(
      'src/features/home/Probe.tsx',
      "import { lazyRetrying } from '@/ui/lazyRetrying';\nexport const probe = lazyRetrying(() => import('./HomeScreen'));\n",
    );
  });
});
