/**
 * The repository's root folder (the one holding package.json), found from the running file: the same from the
 * TypeScript sources and from the compiled bundles in build/.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No package.json above ${__dirname}`);
    dir = up;
  }
  root = dir;
  return root;
}
