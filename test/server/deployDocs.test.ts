/**
 * docs/serving.md quotes the deploy's files (nginx site, example environment files) in full, so an operator can read
 * the deploy top to bottom; the files in deploy/ are what gets copied and what `npm run test:deploy` runs. They must
 * not drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const docs = fs.readFileSync(path.join(root, 'docs', 'serving.md'), 'utf8');

/** Each block of docs/serving.md introduced by a line naming a file of deploy/ (`` `deploy/x`: ``). */
function quotedFiles(): Map<string, string> {
  const quoted = new Map<string, string>();
  for (const match of docs.matchAll(/^`(deploy\/[^`]+)`:\n\n```\w*\n([\s\S]*?)\n```$/gm))
    quoted.set(match[1]!, `${match[2]!}\n`);
  return quoted;
}

it('quotes every file of deploy/, each exactly as committed', () => {
  const quoted = quotedFiles();
  const files = fs.readdirSync(path.join(root, 'deploy')).map((name) => `deploy/${name}`);
  expect([...quoted.keys()].sort()).toEqual(files.sort());
  for (const file of files)
    expect({ file, text: quoted.get(file) }).toEqual({ file, text: fs.readFileSync(path.join(root, file), 'utf8') });
});

it('names in its env files only variables the servers read', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const serving = docs;
  for (const file of ['deploy/server.env.example', 'deploy/spa.env.example'])
    for (const [, name] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^([A-Z_]+)=/gm))
      expect({ file, name, documented: readme.includes(`\`${name}\``) || serving.includes(`\`${name}\``) }).toEqual({
        file,
        name,
        documented: true,
      });
});
