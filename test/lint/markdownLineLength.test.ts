/**
 * The Markdown line limit of `npm run lint` (.markdownlint-cli2.jsonc), proven on probe files: markdownlint-cli2 runs
 * with the project's own configuration in a folder of probes, and must report each line over 160 characters (prose, a
 * long word, a table row, a code block, a heading) and stay silent at 160, counted in characters, not bytes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..', '..');

/** A line of `length` characters for each kind of Markdown the rule must cover. */
const probes: Record<string, (length: number) => string> = {
  prose: (length) => `# Probe\n\n${'word '.repeat(length / 5).slice(0, length - 1)}.\n`,
  'long word': (length) => `# Probe\n\nhttps://example.com/${'x'.repeat(length - 20)}\n`,
  'table row': (length) => `# Probe\n\n| a | b |\n| - | - |\n| ${'y'.repeat(length - 8)} | z |\n`,
  'code block': (length) => `# Probe\n\n\`\`\`\n${'c'.repeat(length)}\n\`\`\`\n`,
  heading: (length) => `# ${'h'.repeat(length - 2)}\n`,
  Cyrillic: (length) => `# Probe\n\n${'ж'.repeat(length)}\n`,
};

/** The probe files (by kind) that markdownlint-cli2 reports with lines of `length` characters. */
function reported(length: number): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'markdown-probe-'));
  try {
    const kinds = Object.keys(probes);
    kinds.forEach((kind, i) => writeFileSync(path.join(folder, `probe${i}.md`), probes[kind]!(length)));
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'markdownlint-cli2'),
      ['--config', path.join(root, '.markdownlint-cli2.jsonc')],
      { cwd: folder, encoding: 'utf8' },
    );
    const files = [...`${run.stdout}${run.stderr}`.matchAll(/^probe(\d+)\.md:\d+(?::\d+)? error MD013\//gm)];
    return [...new Set(files.map(([, i]) => kinds[Number(i)]!))].sort();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

it('reports every kind of line over 160 characters', () => {
  expect(reported(161)).toEqual(Object.keys(probes).sort());
});

it('stays silent for lines of 160 characters', () => {
  expect(reported(160)).toEqual([]);
});
