/**
 * The server half of `npm run build` (its `postbuild`): bundles the contract server (`server/main.ts`), the SPA
 * server (`scripts/serveSpa.ts`) and the operator command `two-factor:rotate-key` into plain JavaScript in build/, so
 * production runs node, not tsx. Packages stay external (installed by `npm ci --omit=dev`); our own modules,
 * generated ones included, are inside the bundles.
 */
import { renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = 'build';
/** Written aside, then swapped in: a server starting meanwhile finds the old bundles or the new, never half of them. */
const NEXT_DIR = 'build.next';

async function main(): Promise<void> {
  rmSync(NEXT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: {
      'server/main': 'server/main.ts',
      'scripts/serve': 'scripts/serve.ts',
      'server/cli/rotateTwoFactorKey': 'server/cli/rotateTwoFactorKey.ts',
    },
    outdir: NEXT_DIR,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  rmSync(OUT_DIR, { recursive: true, force: true });
  renameSync(NEXT_DIR, OUT_DIR);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
