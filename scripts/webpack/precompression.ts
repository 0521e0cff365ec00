import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type webpack from 'webpack';

/**
 * Text assets compressed once at build time at the highest levels (`.br`, `.gz` next to each), for the server to send
 * as they are. The `.gz` files are written by Zopfli: the same gzip format every browser reads, about 3% smaller than
 * zlib's level 9, because it spends seconds a build on what a server could not spend on each answer. A build made
 * with SKIP_PRECOMPRESSION=1 leaves them out (its server then compresses on the fly): most of a build's time goes here.
 */
export function precompression(): webpack.WebpackPluginInstance[] {
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
