/* ESLint 9 in legacy mode (ESLINT_USE_FLAT_CONFIG=false): see TOOLCHAIN.md. */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The SPA's layers (docs/architecture.md), top to bottom:
 *   app, routes  →  features/*  →  session, site, diagnostics, realtime  →  api, ui, config, i18n
 * Imports point down only, features never import each other, and src/ has no value-import cycles.
 * The rules below are generated from the folders, so a new feature is covered the day it is created.
 */
const featuresDir = path.join(__dirname, 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const sharedMiddle = ['session', 'site', 'diagnostics', 'realtime'];
const sharedBottom = ['api', 'ui', 'config', 'i18n'];

const layerZones = [
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  // Features never import each other (static, type or dynamic import): what two features share lives in a
  // shared layer, and a screen part of another feature arrives through a slot filled in src/routes.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to a shared layer, or take it as a slot filled in src/routes.',
  })),
  // Features sit below the composition (routes) and the store wiring (app); the typed hooks are the one exception.
  {
    target: './src/features',
    from: './src/routes',
    message: 'Features sit below src/routes: take what you need as a prop or slot.',
  },
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts'],
    message: 'Features may use only the typed hooks of src/app; services come from src/api or src/realtime.',
  },
  // Shared layers serve the features and never depend on them, on the composition or on the store wiring.
  ...[...sharedMiddle, ...sharedBottom].flatMap((layer) =>
    ['features', 'routes', 'app'].map((above) => ({
      target: `./src/${layer}`,
      from: `./src/${above}`,
      message: `src/${layer} is a shared layer: it must not import src/${above}.`,
    })),
  ),
  // The bottom layer knows nothing of the session, site, diagnostics or realtime modules above it.
  ...sharedBottom.flatMap((layer) =>
    sharedMiddle.map((middle) => ({
      target: `./src/${layer}`,
      from: `./src/${middle}`,
      message: `src/${layer} is below src/${middle}: it must not import it.`,
    })),
  ),
];

const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch/useAppSelector from @/app/hooks.',
};
// A lazy part whose chunk fails to download is tried once more before it throws (src/ui/lazyRetrying.ts).
const lazyRetrying = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Use lazyRetrying from @/ui/lazyRetrying: a chunk that fails to download is tried once more before the error page.',
};

// ---- The look's one vocabulary (src/ui/primitives, docs/architecture.md "One vocabulary for the look") ----
// MUI components whose look a light component of src/ui/primitives draws: outside that folder, screens use the
// primitive, so each look is written once. src/ui/primitives itself builds on MUI and compares itself with these.
const muiLookAlikes = [
  ['Button', 'Button or IconButton from @/ui/primitives/Button'],
  ['IconButton', 'IconButton from @/ui/primitives/Button'],
  ['Link', 'TextLink from @/ui/primitives/TextLink'],
  ['Skeleton', 'Skeleton from @/ui/primitives/Skeleton'],
  ['CircularProgress', 'Spinner from @/ui/primitives/Spinner'],
  ['CardActionArea', 'cardActionSx from @/ui/primitives/cardAction'],
  ['Chip', 'Pill or PillButton from @/ui/primitives/Pill'],
  ['OutlinedInput', 'OutlinedField from @/ui/primitives/OutlinedField'],
  ['InputLabel', 'OutlinedField from @/ui/primitives/OutlinedField'],
  ['NativeSelect', 'OutlinedField and FieldSelect from @/ui/primitives/OutlinedField'],
];
const primitiveLooks = [
  ...muiLookAlikes.map(([name, instead]) => ({
    name: `@mui/material/${name}`,
    message: `Use ${instead}: one look, one vocabulary.`,
  })),
  {
    name: '@mui/material',
    importNames: muiLookAlikes.map(([name]) => name),
    message: 'Use the light component of src/ui/primitives that draws this look: one look, one vocabulary.',
  },
];
// Appended after the other overrides, which set no-restricted-imports for src/ and the shared layers: each of these
// repeats that rule's lists with the look-alikes added (an override replaces a rule's options, it does not merge them).
const lookVocabularyOverrides = [
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [typedHooksOnly, lazyRetrying, ...primitiveLooks] }] },
  },
  {
    files: [...sharedMiddle, ...sharedBottom].flatMap((layer) => [`src/${layer}/**/*.ts`, `src/${layer}/**/*.tsx`]),
    rules: { 'no-restricted-imports': ['error', { paths: [lazyRetrying, ...primitiveLooks] }] },
  },
  {
    files: ['src/ui/primitives/**/*.ts', 'src/ui/primitives/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [lazyRetrying] }] },
  },
];
// ---- end of the look's vocabulary ----

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  settings: {
    // The import rules read TypeScript modules too (by default they follow .js files only, so cycles
    // through .ts files went unseen).
    'import/extensions': ['.ts', '.tsx', '.js'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // The local resolver maps `@/` to src/ (scripts/lintAliasResolver.cjs says why it is not a published one).
    'import/resolver': {
      [path.join(__dirname, 'scripts', 'lintAliasResolver.cjs')]: { extensions: ['.ts', '.tsx', '.js'] },
    },
  },
  env: { browser: true, node: true, es2022: true },
  rules: {
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    // Small modules with one job (CONTRIBUTING.md): a file past 300 lines is split where its jobs part.
    'max-lines': ['error', { max: 300 }],
    // Prettier wraps code at 120 columns but leaves strings, comments and regular expressions whole: none passes 160.
    'max-len': ['error', { code: 160, tabWidth: 2 }],
    // Raw react-redux hooks lose the store's types: use the typed ones from src/app/hooks.
    'no-restricted-imports': ['error', { paths: [typedHooksOnly, lazyRetrying] }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: {
        'import/no-restricted-paths': ['error', { basePath: __dirname, zones: layerZones }],
        // Value-import cycles (static and dynamic); `import type` is erased at build time and ignored.
        // disableScc: the precomputed graph assumes the linted file is on disk, which the lint-proof
        // probes (ESLint's lintText) are not; without it every file is walked, a few seconds more.
        'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      },
    },
    {
      // The shared layers sit below src/app, so they cannot use its typed hooks: they call the raw hooks
      // with selectors typed on the slices they know (an untyped `state` does not compile there).
      files: [...sharedMiddle, ...sharedBottom].flatMap((layer) => [`src/${layer}/**/*.ts`, `src/${layer}/**/*.tsx`]),
      rules: { 'no-restricted-imports': ['error', { paths: [lazyRetrying] }] },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'test/**/*.tsx'],
      rules: { 'no-console': 'off' },
    },
    {
      // Tests: no focused test left behind, every test asserts, every expect is complete, and no promise is left
      // floating (an un-awaited step passes the test before its check runs). The last needs the types.
      files: ['test/**/*.ts', 'test/**/*.tsx'],
      plugins: ['jest'],
      parserOptions: { project: ['./tsconfig.json', './server/tsconfig.json'], tsconfigRootDir: __dirname },
      rules: {
        'jest/no-focused-tests': 'error',
        'jest/valid-expect': 'error',
        // A check written as a helper counts: a helper named expect…, a wait for what the user sees (Playwright's, or
        // until/waitUntil/scrollUntilShown, which fail when it never shows) and visitAll (the route sweep's checks).
        'jest/expect-expect': [
          'error',
          {
            assertFunctionNames: [
              'expect',
              'expect*',
              '**.waitFor',
              '**.waitForURL',
              '**.waitForFunction',
              'until',
              'waitUntil',
              'waitFor',
              'scrollUntilShown',
              'visitAll',
            ],
          },
        ],
        '@typescript-eslint/no-floating-promises': 'error',
      },
    },
    {
      // The server's modules get what they need by construction, never by importing a module that imports them.
      files: ['server/**/*.ts'],
      settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts'] } },
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    },
    ...lookVocabularyOverrides,
  ],
  ignorePatterns: [
    'node_modules/',
    'dist/',
    'coverage/',
    'src/api/schema.d.ts',
    'server/generated/',
    '*.generated.*',
    '*.cjs',
  ],
};
