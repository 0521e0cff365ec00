/**
 * Lints probe code as if it were a file at a given place in the repository, with the project's own .eslintrc.cjs
 * (ESLint's Node API in legacy mode), so the lint tests prove what the rules report and where they stay silent.
 */
import path from 'node:path';
import { loadESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');

type Linter = InstanceType<Awaited<ReturnType<typeof loadESLint>>>;
let linter: Promise<Linter> | undefined;

/** The rule ids reported for `code` placed at `file` (a path inside the repository). */
export async function rulesReported(file: string, code: string): Promise<string[]> {
  linter ??= loadESLint({ useFlatConfig: false }).then(
    (LegacyESLint) => new LegacyESLint({ cwd: root, useEslintrc: true }),
  );
  const [result] = await (await linter).lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/** Expects lint to report `rule` for `code` placed at `file`. */
export async function expectReported(file: string, code: string, rule: string): Promise<void> {
  expect(await rulesReported(file, code)).toContain(rule);
}

/** Expects lint to report nothing for `code` placed at `file`. */
export async function expectSilent(file: string, code: string): Promise<void> {
  expect(await rulesReported(file, code)).toEqual([]);
}
