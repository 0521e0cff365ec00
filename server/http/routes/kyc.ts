/**
 * /kyc and /admin/kyc*: verification (docs/kyc.md). Uploads are multipart forms read part by part with limits, so a
 * file over the size limit is cut short (the app registers the plugin with `throwFileSizeLimit: false`) and refused,
 * never held whole; admins read a file only through this API, with the type sniffed at upload and headers that keep
 * the browser from running it as anything else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { validationError } from '../errors';
import { route } from '../route';
import { KYC_MAX_FILE_BYTES, KYC_MAX_FILES, type UploadedFile } from '../../domain/kyc';
import { text } from '../../i18n';

/** The form's fields and files; a form cut short or malformed is a 422 on `files`, never a 500. */
async function readUpload(request: FastifyRequest): Promise<{ kind: string | undefined; files: UploadedFile[] }> {
  let kind: string | undefined;
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      // One file past the limit is read, so the count check can say how many more the document takes.
      limits: { fileSize: KYC_MAX_FILE_BYTES, files: KYC_MAX_FILES + 1, fields: 4, fieldSize: 200, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'files' || part.fieldname === 'files[]')
          files.push({ name: part.filename, bytes, truncated: part.file.truncated });
      } else if (part.fieldname === 'kind') {
        kind = String(part.value);
      }
    }
  } catch (err) {
    // More files than the limit: what was read is enough for the count check to refuse it in words.
    if ((err as { code?: string }).code !== 'FST_FILES_LIMIT')
      throw validationError({ files: [text('kyc.upload_unreadable')] });
  }
  return { kind, files };
}

/** `inline; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Registers the verification routes. */
export function kycRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { kyc } = ctx.domain;

  route(app, ctx, 'GET', '/kyc', 'user', async (request) => kyc.state(currentUser(request)));

  route(app, ctx, 'POST', '/kyc/documents', 'user', async (request, reply) => {
    const user = currentUser(request);
    const { kind, files } = await readUpload(request);
    const state = kyc.upload(user, kind, files);
    void reply.status(201);
    return state;
  });

  route(app, ctx, 'GET', '/admin/kyc', 'admin', async () => ({ data: kyc.waiting() }));

  route(app, ctx, 'GET', '/admin/kyc/files/{id}', 'admin', async (request, reply) => {
    const { row, bytes } = kyc.file(request.params.id);
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', contentDisposition(row.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  route(app, ctx, 'POST', '/admin/kyc/{user}/{kind}/approve', 'admin', async (request) => {
    const admin = request.actor ?? currentUser(request);
    return kyc.decide(admin.id, request.params.user, request.params.kind, 'approved');
  });

  route(app, ctx, 'POST', '/admin/kyc/{user}/{kind}/reject', 'admin', async (request) => {
    const admin = request.actor ?? currentUser(request);
    return kyc.decide(admin.id, request.params.user, request.params.kind, 'rejected', request.body.reason);
  });
}
