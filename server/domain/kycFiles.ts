/**
 * Where verification files live (docs/kyc.md): a folder of the contract server outside any web root, one file per
 * upload under a random name, readable by the server's user only. The type of a file is what its first bytes say,
 * never the name or the type the browser declared.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schemas } from '../schemas';

export type KycFileType = Schemas['KycFile']['type'];

/** The signature each accepted type starts with. */
const SIGNATURES: { type: KycFileType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The accepted type a file's first bytes show, or null for anything else. */
export function sniffType(bytes: Uint8Array): KycFileType | null {
  const match = SIGNATURES.find((s) => s.bytes.length <= bytes.length && s.bytes.every((b, i) => bytes[i] === b));
  return match?.type ?? null;
}

/** A file name fit to show and to send back in Content-Disposition: no folders, no control characters, ≤ 200 chars. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what a safe file name must not hold
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-200) || 'document';
}

/** The folder of stored files. */
export class KycFileStore {
  private ready = false;

  constructor(readonly dir: string) {}

  /** Stores the bytes under a new random name and returns it. */
  save(bytes: Buffer): string {
    if (!this.ready) {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      this.ready = true;
    }
    const name = randomUUID();
    writeFileSync(join(this.dir, name), bytes, { mode: 0o600, flag: 'wx' });
    return name;
  }

  /** The bytes of a stored file, or undefined when it is gone. */
  read(storedName: string): Buffer | undefined {
    if (!/^[0-9a-f-]{36}$/.test(storedName)) return undefined;
    try {
      return readFileSync(join(this.dir, storedName));
    } catch {
      return undefined;
    }
  }
}
