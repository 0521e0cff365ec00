/**
 * A real SMTP server (the smtp-server package) on loopback that keeps every message it receives, for tests that
 * follow a mail the contract server sends with nodemailer (SMTP_URL) to the link inside it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** the message as sent, headers and body */
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** The decoded body of the first message to `to` among those received after the first `after`, once it arrives. */
  nextMailTo(to: string, after?: number): Promise<string>;
  close(): Promise<void>;
}

/** The body of a single-part message as text: base64 or quoted-printable (nodemailer picks the shorter) decoded. */
export function decodedBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  if (/^Content-Transfer-Encoding:\s*base64/im.test(headers))
    return Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
  const body = raw.slice(split + 4).replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Starts the SMTP server on a free loopback port (no authentication, no STARTTLS). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const smtp = new SMTPServer({
    // Closing does not wait for a client's idle connection.
    closeTimeout: 1000,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(to, after = 0) {
      for (;;) {
        const mail = received.slice(after).find((m) => m.to.includes(to));
        if (mail) return decodedBody(mail.raw);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
