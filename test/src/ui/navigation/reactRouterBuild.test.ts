/**
 * Production bundles take react-router's production build by path (`reactRouterProductionBuild` in scripts/webpack/libraryExceptions.ts),
 * rewritten by scripts/webpack/pureReactRouter.cjs, because react-router 7 exports only its development build. This fails
 * loudly when that stops being right: the package gains a `production` export condition (use it instead of the
 * alias), its production build no longer exports what the development build does, or the loader no longer finds
 * what it rewrites.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(require.resolve('react-router/package.json'));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};

/** The names a prebuilt ESM file exports (its closing `export { a, b as c }` lists). */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const lists = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => (match[1] ?? '').split(','));
  return lists
    .map(
      (entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean)
    .sort();
}

test('react-router exports no production condition of its own', () => {
  expect(JSON.stringify(manifest.exports['.'])).not.toContain('"production"');
});

test('its production build exports what its development build does', () => {
  const production = exportedNames('dist/production/index.mjs');
  expect(production.length).toBeGreaterThan(50);
  expect(production).toEqual(exportedNames('dist/development/index.mjs'));
});

test("the build's loader still finds what it rewrites in react-router's production files, and fails on a file it no longer knows", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader
  const pureReactRouter = require('../../../../scripts/webpack/pureReactRouter.cjs') as (source: string) => string;
  const dir = path.join(root, 'dist', 'production');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.mjs'));
  let marked = 0;
  let unnamed = 0;
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const rewritten = pureReactRouter(source);
    unnamed += (source.match(/^[A-Za-z_$][\w$]*\.displayName = "/gm) ?? []).length;
    marked +=
      (rewritten.match(/\/\* @__PURE__ \*\/ React\d*\./g) ?? []).length -
      (source.match(/\/\* @__PURE__ \*\/ React\d*\./g) ?? []).length;
  }
  expect(marked).toBeGreaterThanOrEqual(3);
  expect(unnamed).toBeGreaterThanOrEqual(10);
  expect(() =>
    pureReactRouter('var Link = React.forwardRef(function Link() {});\nLink.displayName = "Link";\n'),
  ).not.toThrow();
  expect(() => pureReactRouter('const Link = React.forwardRef(function Link() {});\n')).toThrow(/no longer matches/);
});
