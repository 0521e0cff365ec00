#!/usr/bin/env node
/**
 * `prepare` (after every `npm install`/`npm ci`): generates the types and tables from server/openapi.yaml when the
 * code generator is installed. A production install (`npm ci --omit=dev`) has no generator and needs none: the
 * servers run from build/, which `npm run build` makes with the generated files in it.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const missing = ['tsx', 'openapi-typescript'].filter((name) => {
  try {
    require.resolve(`${name}/package.json`, { paths: [root] });
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.log(`prepare: ${missing.join(' and ')} not installed (a production install): skipping code generation.`);
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  [require.resolve('tsx/cli', { paths: [root] }), 'scripts/openapi-types.ts'],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
