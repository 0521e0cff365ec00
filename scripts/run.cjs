#!/usr/bin/env node
/**
 * Starts one of the project's servers (`npm run server`, `npm run serve`) or its operator command
 * (`npm run two-factor:rotate-key`): the compiled bundle in build/ when NODE_ENV or APP_ENV is production (or when
 * tsx, a dev dependency, is not installed), else the TypeScript source through tsx. `npm run build` makes build/
 * (scripts/buildServer.ts); docs/server.md says more.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ENTRIES = {
  server: 'server/main',
  serve: 'scripts/serve',
  'two-factor-rotate-key': 'server/cli/rotateTwoFactorKey',
};
const name = process.argv[2];
const entry = ENTRIES[name];
if (!entry) {
  console.error(`usage: node scripts/run.cjs ${Object.keys(ENTRIES).join('|')} [args]`);
  process.exit(2);
}
process.argv.splice(2, 1);

const root = path.join(__dirname, '..');
const production = process.env.NODE_ENV === 'production' || process.env.APP_ENV === 'production';
const built = path.join(root, 'build', `${entry}.js`);

function hasTsx() {
  try {
    require.resolve('tsx/cjs/api', { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

if (production || !hasTsx()) {
  if (!fs.existsSync(built)) {
    console.error(
      `No compiled ${entry}.js in build/: run \`npm run build\` first (it needs the dev dependencies), then copy build/ and dist/ here.`,
    );
    process.exit(1);
  }
  require(built);
} else {
  require('tsx/cjs/api').register();
  require(path.join(root, `${entry}.ts`));
}
