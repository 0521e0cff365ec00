/* ESLint 9 in legacy mode (ESLINT_USE_FLAT_CONFIG=false): see TOOLCHAIN.md. */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react-hooks/recommended',
  ],
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  env: { browser: true, node: true, es2022: true },
  rules: {
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    // Raw react-redux hooks lose the store's types: use the typed ones from src/app/hooks.
    'no-restricted-imports': ['error', {
      paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from @/app/hooks.' }],
    }],
  },
  overrides: [
    {
      // The browser app never reaches into the server, and shared code never reaches into features.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: {
        'import/no-restricted-paths': ['error', { zones: [
          { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
          { target: './src/ui', from: './src/features', message: 'Shared UI must not depend on features.' },
          { target: './src/config', from: './src/features' },
        ] }],
      },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'test/**/*.tsx'],
      rules: { 'no-console': 'off' },
    },
    {
      // The server's modules get what they need by construction, never by importing a module that imports them.
      files: ['server/**/*.ts'],
      settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts'] } },
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ],
  ignorePatterns: ['node_modules/', 'dist/', 'coverage/', 'src/api/schema.d.ts', 'server/generated/', '*.generated.*', '*.cjs'],
};
