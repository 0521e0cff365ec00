/** Generates src/api/schema.d.ts from server/openapi.yaml: the SPA's REST types have one source. */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(__dirname, '..');
const source = path.join(root, 'server', 'openapi.yaml');
const target = path.join(root, 'src', 'api', 'schema.d.ts');

async function main(): Promise<void> {
  const ast = await openapiTS(new URL(`file://${source}`), { exportType: false, alphabetize: true });
  const header = '// Generated from server/openapi.yaml by `npm run api:types`. Do not edit.\n';
  const body = header + astToString(ast);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== body) fs.writeFileSync(target, body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
