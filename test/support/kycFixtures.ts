/**
 * The KYC routes' test helpers over a contract server: sample files of each type by their magic bytes, a multipart
 * upload as a browser sends it, the player's verification state, and the administrator's decision.
 */
import type { Kyc } from '../../src/api/types';
import type { TestContractServer } from './contractServer';
import { expectLaravelError, json } from './contractServerHelpers';

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 2)]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

export type Refusal = { message: string; errors?: Record<string, string[]> };

/** The helpers bound to one server (and its administrator's token, for the decisions). */
export function kycClient(server: Pick<TestContractServer, 'api'>, adminToken: () => string) {
  return {
    /** A multipart upload: `kind` then files (name, bytes, the type the browser would declare). */
    upload(token: string, kind: string | null, files: [string, Buffer, string][]): Promise<Response> {
      const form = new FormData();
      if (kind !== null) form.append('kind', kind);
      for (const [name, bytes, type] of files) form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
      return server.api('/kyc/documents', { method: 'POST', token, body: form });
    },
    kycOf: async (token: string): Promise<Kyc> => json<Kyc>(await server.api('/kyc', { token })),
    decide: (userId: number, kind: string, decision: 'approve' | 'reject', reason?: string): Promise<Response> =>
      server.api(`/admin/kyc/${userId}/${kind}/${decision}`, {
        method: 'POST',
        token: adminToken(),
        ...(decision === 'reject' ? { json: { reason } } : {}),
      }),
  };
}

/** The body of a refusal, checked to have `status` and the Laravel error shape. */
export async function refusal(res: Response, status: number): Promise<Refusal> {
  const body = await json<Refusal>(res);
  expect([res.status, body]).toEqual([status, expect.anything()]);
  expectLaravelError(body);
  return body;
}
