import type { Kyc } from '@/api/types';

/** Why chosen files cannot be sent (message keys of the verification screen, with their values). */
export type FileProblem =
  | { key: 'noFiles' }
  | { key: 'fileType'; name: string }
  | { key: 'fileSize'; name: string; size: number }
  | { key: 'tooMany'; max: number; left: number };

/** The first bytes of each type the server takes (it reads them too and trusts nothing else: docs/kyc.md). */
const MAGIC: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

async function typeOf(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const found = Object.entries(MAGIC).find(([, magic]) => magic.every((byte, i) => head[i] === byte));
  return found ? found[0] : null;
}

/**
 * Checks chosen files as the server will, before they are sent: at least one, not more than the document still
 * takes, each within the size limit and of an accepted type by its first bytes.
 */
export async function checkFiles(
  files: readonly File[],
  rules: Kyc['rules'],
  kept: number,
): Promise<FileProblem | null> {
  if (files.length === 0) return { key: 'noFiles' };
  if (kept + files.length > rules.max_files)
    return { key: 'tooMany', max: rules.max_files, left: Math.max(0, rules.max_files - kept) };
  for (const file of files) {
    if (file.size > rules.max_file_bytes)
      return { key: 'fileSize', name: file.name, size: rules.max_file_bytes / (1024 * 1024) };
    const type = await typeOf(file);
    if (type === null || !rules.types.includes(type)) return { key: 'fileType', name: file.name };
  }
  return null;
}
