/** The build's chunk map for the bundle bench (bench/bundle.ts): what each chunk is made of. */
import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

/** The project's root folder. */
const root = path.resolve(__dirname, '..', '..');

/** What a module counts towards: its npm package (`@mui/material`) or its folder in src/ (`src/features/home`). */
function moduleGroup(name: string): string {
  const packages = [...name.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = packages[packages.length - 1];
  if (last?.[1]) return last[1];
  const src = /\.\/src\/((?:features|routes)\/[^/.]+|[^/.]+)/.exec(name);
  if (src?.[1]) return `src/${src[1]}`;
  return name.startsWith('webpack/') ? 'webpack runtime' : 'other';
}

type StatsModule = webpack.StatsModule;

/** Source bytes (before minification) of a chunk's modules, summed per package or src folder. */
function chunkContents(modules: StatsModule[] | undefined): Record<string, number> {
  const sizes: Record<string, number> = {};
  const add = (module: StatsModule): void => {
    // A concatenated module lists the modules it was made of.
    if (module.modules?.length) {
      module.modules.forEach(add);
      return;
    }
    const group = moduleGroup(module.name ?? '');
    sizes[group] = (sizes[group] ?? 0) + (module.size ?? 0);
  };
  (modules ?? []).forEach(add);
  return Object.fromEntries(Object.entries(sizes).sort((a, b) => b[1] - a[1]));
}

/**
 * Writes `.tmp/webpack-chunks.json` after a production build: which files each chunk has, which
 * `import()` requests load it and what it is made of. `bench/bundle.ts` reads it; it stays out of dist/.
 */
export class ChunkMapPlugin {
  constructor(private readonly version: string) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.done.tap('ChunkMapPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        chunkModules: true,
        nestedModules: true,
        entrypoints: true,
        ids: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        dependentModules: true,
        runtimeModules: true,
      });
      const chunks = (json.chunks ?? []).map((chunk) => ({
        id: chunk.id,
        initial: chunk.initial,
        files: [...(chunk.files ?? [])],
        requests: [
          ...new Set((chunk.origins ?? []).map((origin) => origin.request).filter((r): r is string => Boolean(r))),
        ],
        contents: chunkContents(chunk.modules),
      }));
      const entrypoints = Object.fromEntries(
        Object.entries(json.entrypoints ?? {}).map(([name, entry]) => [
          name,
          (entry.assets ?? []).map((asset) => asset.name),
        ]),
      );
      const dir = path.join(root, '.tmp');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'webpack-chunks.json'),
        JSON.stringify({ version: this.version, entrypoints, chunks }, null, 1),
      );
    });
  }
}
