/** Bundles the look gallery (gallery.tsx) into one script for a page of its own, with the app's `@/` alias. */
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '..', '..', '..', '..');

/** The gallery as one browser script (production React, no source map). */
export async function bundleLookGallery(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'gallery.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"', __APP_VERSION__: '"look"' },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no gallery script');
  return file.text;
}
