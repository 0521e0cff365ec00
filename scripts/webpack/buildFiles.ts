/** The files a build writes beside the bundle for the running SPA and its server: version.json and the preload manifest. */
import { execSync } from 'node:child_process';
import webpack from 'webpack';
import { PRELOAD_MANIFEST } from '../preloadManifest';

/** A build id that changes with every deployable build: the SPA polls /version.json to offer a reload. */
export function buildVersion(): string {
  let commit = 'dev';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the timestamp alone identifies the build
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/** Writes version.json next to the bundle so a running SPA can tell that a newer build is deployed. */
export class VersionFilePlugin {
  constructor(private readonly version: string) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = JSON.stringify({ version: this.version, built_at: new Date().toISOString() });
          compilation.emitAsset('version.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * Writes PRELOAD_MANIFEST (read by the production server, scripts/preloadManifest.ts): the JS files of every named
 * chunk group that an `import()` starts (`screen-<key>`, `compact-layout`), shared split chunks included, entry chunks
 * left out (the page loads those anyway).
 */
export class PreloadManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            const files = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
            groups[name] = [...new Set(files)].map((file) => `/${file}`);
          }
          compilation.emitAsset(PRELOAD_MANIFEST, new webpack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
