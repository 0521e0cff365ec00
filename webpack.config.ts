import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { renderConfigScript, runtimeConfigFromEnv } from './scripts/runtimeConfig';
import { buildVersion, PreloadManifestPlugin, VersionFilePlugin } from './scripts/webpack/buildFiles';
import { ChunkMapPlugin } from './scripts/webpack/chunkMap';
import { ThemeWithoutCssVariablesPlugin } from './scripts/webpack/libraryExceptions';
import { precompression } from './scripts/webpack/precompression';

/** The modules of the page's realtime chunk (the `realtime` cache group says why they go together). */
const REALTIME_CHUNK_PARTS = new RegExp(
  [
    /[\\/]node_modules[\\/]laravel-echo[\\/]/,
    /[\\/]payloadValidators\.common\.generated\.js$/,
    /[\\/]socketWorker[\\/](workerPusher|workerChannels|frames|spawn|startSocket|heartbeat)\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/** The libraries besides React, the router and Redux that the first page's code imports (regular expressions). */
const FIRST_PAGE_LIBRARIES = [
  '@mui',
  '@emotion',
  '@popperjs',
  'notistack',
  'stylis',
  'react-is',
  'use-sync-external-store',
  'clsx',
  '@babel[\\\\/]runtime',
  '@standard-schema',
  'redux-thunk',
  'universal-cookie',
  'cookie',
];

/** The chunk name of the socket worker's script (`spawnSocketWorker` names the worker the same). */
const SOCKET_WORKER_CHUNK = 'realtime-socket';

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
      alias: { '@': path.resolve(__dirname, 'src') },
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
      ],
    },
    optimization: {
      // terser's third pass and ES2020 output (the source is ES2022 already): smaller first visits (docs/performance.md).
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
      // webpack's runtime (the table of every lazy chunk's file) rides in each entry's own chunk instead of a file of its own:
      // one request and one gzip stream fewer on a first visit (docs/performance.md).
      runtimeChunk: false,
      // Export names as short as they can be (webpack's own option; the default keeps them stable across builds).
      mangleExports: 'size',
      // Deterministic ids (stable across builds) of a fixed four digits: webpack's own choice widens every id to five
      // digits once the app passes 500 modules, which alone added about 0.3 KB to a first visit (docs/performance.md).
      moduleIds: production ? false : 'named',
      splitChunks: {
        // The socket worker (src/realtime/socketWorker) is one self-contained script: nothing is split out of it.
        chunks: (chunk) => chunk.name !== SOCKET_WORKER_CHUNK,
        // A chunk shared by a few screens is split out only from 80 KB of source up, not webpack's 20 KB: a smaller one
        // is a request and a gzip stream of its own on a first visit, where carrying its modules in each screen's chunk
        // compresses better (docs/performance.md). The price: the lists' shared parts (card grid, placeholders, states)
        // come again with the next list screen a player opens, a few KB.
        minSize: 80_000,
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 30,
          },
          // The MUI parts the first page needs join the same long-lived chunk (one gzip stream compresses both better
          // than two files), and so do the small libraries they and the start-up import; what only lazy screens use
          // stays in their own chunks. With the module that stands in for MUI's CSS-variables theme (libraryExceptions).
          mui: {
            test: new RegExp(
              `[\\\\/]node_modules[\\\\/](${FIRST_PAGE_LIBRARIES.join('|')})[\\\\/]|[\\\\/]createThemeWithVarsStub\\.ts$`,
            ),
            name: 'framework',
            priority: 20,
            chunks: 'initial',
          },
          // The page's realtime client (laravel-echo, the socket worker's stand-in and its parts) and the common
          // channel's payload validators: one chunk, loaded once the page has painted. A part left out of the list
          // becomes a chunk and a request of its own as soon as a second lazy chunk imports it. pusher-js itself runs
          // in the socket worker's own script; the user channel's validators are a chunk of their own, loaded when a
          // player signs in.
          realtime: {
            test: REALTIME_CHUNK_PARTS,
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
      // The one exception to "libraries as published": MUI's unused CSS-variables theme left out of production bundles,
      // about 4.5 KB of every first visit; the build fails when MUI's createTheme changes (docs/performance.md).
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
