import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { PRELOAD_MANIFEST } from './scripts/preloadManifest';
import { renderConfigScript, runtimeConfigFromEnv } from './scripts/runtimeConfig';

/** The chunk name of the socket worker's script (`spawnSocketWorker` names the worker the same). */
const SOCKET_WORKER_CHUNK = 'realtime-socket';

/** A build id that changes with every deployable build: the SPA polls /version.json to offer a reload. */
function buildVersion(): string {
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
class VersionFilePlugin {
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
 * Writes PRELOAD_MANIFEST (read by the production server, scripts/preloadManifest.ts): the JS files of every named chunk group that an `import()` starts (`screen-<key>`,
 * `compact-layout`), shared split chunks included, entry chunks left out (the page loads those anyway).
 */
class PreloadManifestPlugin {
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

/**
 * Swaps MUI's `createThemeWithVars` for src/ui/theme/themeWithoutCssVariables.ts (that file says why and what it buys).
 * The one module swap of the build, kept for what it takes off a first visit (docs/performance.md). It fails the build when
 * MUI's styles no longer import that module by that name, so a MUI upgrade cannot silently keep or break it.
 */
class ThemeWithoutCssVariablesPlugin {
  apply(compiler: webpack.Compiler): void {
    let swapped = 0;
    new webpack.NormalModuleReplacementPlugin(
      /^\.\/createThemeWithVars\.mjs$/,
      (resource: { context: string; request: string }) => {
        if (!/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) return;
        resource.request = path.resolve(__dirname, 'src/ui/theme/themeWithoutCssVariables.ts');
        swapped += 1;
      },
    ).apply(compiler);
    compiler.hooks.thisCompilation.tap('ThemeWithoutCssVariablesPlugin', (compilation) => {
      swapped = 0;
      compilation.hooks.finishModules.tap('ThemeWithoutCssVariablesPlugin', () => {
        if (swapped === 0) {
          compilation.errors.push(
            new webpack.WebpackError(
              "@mui/material/styles no longer imports './createThemeWithVars.mjs': update or remove ThemeWithoutCssVariablesPlugin (webpack.config.ts).",
            ),
          );
        }
      });
    });
  }
}

/**
 * react-router 7 exports only its development build (its dev warnings compiled in); its production build is the same
 * code without them, shipped beside it in the package but not exported. Production bundles take it, rewritten by
 * scripts/pureReactRouter.cjs: together they keep a first visit within its budget (docs/performance.md)
 * (test/e2e/foundation/firstVisit.test.ts). An exception to "libraries as published" (docs/architecture.md);
 * test/src/ui/navigation/reactRouterBuild.test.ts fails
 * when react-router exports a `production` condition of its own (use that instead) or stops shipping the file.
 */
function reactRouterProductionBuild(): string {
  const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  if (!fs.existsSync(file))
    throw new Error(`react-router no longer ships ${file}: remove the alias in webpack.config.ts.`);
  return file;
}

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
class ChunkMapPlugin {
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
      const dir = path.resolve(__dirname, '.tmp');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'webpack-chunks.json'),
        JSON.stringify({ version: this.version, entrypoints, chunks }, null, 1),
      );
    });
  }
}

/**
 * Text assets compressed once at build time at the highest levels (`.br`, `.gz` next to each), for the server to send
 * as they are. The `.gz` files are written by Zopfli: the same gzip format every browser reads, about 3% smaller than
 * zlib's level 9, because it spends seconds a build on what a server could not spend on each answer. A build made
 * with SKIP_PRECOMPRESSION=1 leaves them out (its server then compresses on the fly): most of a build's time goes here.
 */
function precompression(): webpack.WebpackPluginInstance[] {
  const test = /\.(js|css|html|svg|json|txt)$/;
  return [
    new CompressionPlugin<ZopfliOptions>({
      test,
      filename: '[path][base].gz',
      compressionOptions: { numiterations: 15 },
      algorithm: (input, options, callback) =>
        zopfliGzip(input, options, (error, output) => callback(error, Buffer.from(output))),
    }),
    new CompressionPlugin<BrotliOptions>({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const version = buildVersion();
  const devPort = Number(process.env.SPA_PORT ?? 8080);

  return {
    mode,
    // The browsers the source already targets (ES2022, tsconfig.json): webpack's own runtime and module wrappers are
    // written as ES2020 too (arrow functions, const), not ES5.
    target: ['web', 'es2020'],
    entry: {
      main: './src/index.tsx',
      // The Telegram Login Widget's own page, framed by the SPA: the one page whose policy allows eval (docs/serving.md).
      telegramLogin: './src/features/telegram/loginFrame/telegramLoginFrame.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Eight hex digits of content hash: a new build still gets new names, and the runtime's table of every lazy
      // chunk's file name (downloaded on the first visit) is two incompressible characters a chunk shorter than at ten.
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // Source maps for error reports, without the comment that points browsers at them: they are never served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        // Emotion imports it (with react-is 16) only for its `withTheme`, which the app does not use; as a CommonJS
        // package without a `sideEffects` field it would be kept anyway. It has no side effects.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // Lets the minifier drop the parts of react-router the app does not use (scripts/pureReactRouter.cjs says how).
        ...(production
          ? [
              {
                test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
                use: path.resolve(__dirname, 'scripts/pureReactRouter.cjs'),
              },
            ]
          : []),
      ],
    },
    optimization: {
      // terser's third pass and ES2020 output (the source is ES2022 already): smaller first visits (docs/performance.md).
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
      runtimeChunk: 'single',
      // Export names as short as they can be (webpack's own option; the default keeps them stable across builds).
      mangleExports: 'size',
      // Deterministic ids (stable across builds) of a fixed four digits: webpack's own choice widens every id to five
      // digits once the app passes 500 modules, which alone added about 0.3 KB to a first visit (docs/performance.md).
      moduleIds: production ? false : 'named',
      splitChunks: {
        // The socket worker (src/realtime/socketWorker) is one self-contained script: nothing is split out of it.
        chunks: (chunk) => chunk.name !== SOCKET_WORKER_CHUNK,
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 30,
          },
          // Only what the first page needs: MUI components used by lazy screens stay in their own chunks.
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|notistack|stylis)[\\/]/,
            name: 'mui',
            priority: 20,
            chunks: 'initial',
          },
          // The page's realtime client (laravel-echo, the socket worker's stand-in) and the common channel's payload
          // validators: one chunk, loaded once the page has painted. pusher-js itself runs in the socket worker's own
          // script; the user channel's validators are a chunk of their own, loaded when a player signs in.
          realtime: {
            test: /[\\/]node_modules[\\/]laravel-echo[\\/]|[\\/]payloadValidators\.common\.generated\.js$|[\\/]socketWorker[\\/](workerPusher|spawn|startSocket)\.ts$/,
            name: 'realtime',
            priority: 20,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      ...(production ? [new ThemeWithoutCssVariablesPlugin()] : []),
      ...(production ? [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true })] : []),
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', chunks: ['main'] }),
      new HtmlWebpackPlugin({
        template: 'public/telegram-login.html',
        filename: 'telegram-login.html',
        scriptLoading: 'defer',
        chunks: ['telegramLogin'],
      }),
      new VersionFilePlugin(version),
      ...(production
        ? [
            new PreloadManifestPlugin(),
            new ChunkMapPlugin(version),
            ...(process.env.SKIP_PRECOMPRESSION === '1' ? [] : precompression()),
          ]
        : []),
    ],
    devServer: {
      port: devPort,
      host: process.env.SPA_HOST ?? 'localhost',
      historyApiFallback: true,
      hot: true,
      static: { directory: path.resolve(__dirname, 'public'), serveIndex: false, watch: false },
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares, devServer) => {
        // One build serves every environment: the configuration is a script served at run time.
        devServer.app?.get('/config.js', (_req, res) => {
          res
            .type('application/javascript')
            .set('Cache-Control', 'no-store')
            .send(renderConfigScript(runtimeConfigFromEnv(process.env)));
        });
        return middlewares;
      },
    },
  };
};
