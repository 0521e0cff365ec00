/**
 * Production bundles take react-router's production build by path (webpack.config.ts, `reactRouterProductionBuild`),
 * because react-router 7 exports only its development build. This fails loudly when that stops being right: the
 * package gains a `production` export condition (use it instead of the alias), or its production build no longer
 * exports what the development build does.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(require.resolve('react-router/package.json'));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

/** The names a prebuilt ESM file exports (its closing `export { a, b as c }` lists). */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const lists = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => (match[1] ?? '').split(','));
  return lists.map((entry) => entry.trim().split(/\s+as\s+/).pop() ?? '').filter(Boolean).sort();
}

test('react-router exports no production condition of its own', () => {
  expect(JSON.stringify(manifest.exports['.'])).not.toContain('"production"');
});

test('its production build exports what its development build does', () => {
  const production = exportedNames('dist/production/index.mjs');
  expect(production.length).toBeGreaterThan(50);
  expect(production).toEqual(exportedNames('dist/development/index.mjs'));
});
