/** Helpers for the few HTML pages the contract server serves itself (escaping, nonces, a strict CSP). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Serialises a value for a `<script>` block (no `</script>` or HTML comment can break out). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A fresh CSP nonce. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * How the SPA shows a page: `framed` in its iframe (the slot: framing is governed by the page's CSP
 * frame-ancestors, not X-Frame-Options, and the SPA may be another site), or as a `popup` it watches (the provider
 * page: no opener isolation, or the SPA could not see the window close).
 */
export type PageEmbedding = 'framed' | 'popup';

/** Sends a self-contained page with its own strict Content-Security-Policy (replacing the API's) and no caching. */
export function sendPage(reply: FastifyReply, html: string, csp: string, embedding: PageEmbedding): FastifyReply {
  if (embedding === 'framed') {
    reply.removeHeader('x-frame-options');
    void reply.header('cross-origin-resource-policy', 'cross-origin');
  } else {
    void reply.header('cross-origin-opener-policy', 'unsafe-none');
  }
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}
