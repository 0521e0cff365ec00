/** Jest globalSetup of the e2e project: makes sure dist/ holds a production build no older than src/. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/**
 * Builds dist/ with `webpack --mode production` when it is missing or older than src/, public/ or the webpack config
 * (webpack.config.ts and scripts/webpack/),
 * without the precompressed twins, as scripts/test.sh does.
 */
export default function globalSetup(): void {
  const index = path.join(root, 'dist', 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const webpackConfigAt = fs.statSync(path.join(root, 'webpack.config.ts')).mtimeMs;
  const sourcesAt = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'public')),
    newestMtime(path.join(root, 'scripts', 'webpack')),
    webpackConfigAt,
  );
  if (builtAt >= sourcesAt) return;
  console.info('\n[e2e] dist/ is missing or stale: building the SPA (webpack --mode production)…');
  execFileSync('npm', ['run', '--silent', 'build', '--', '--no-stats'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKIP_PRECOMPRESSION: '1' },
  });
}
