/**
 * Mail over SMTP (SMTP_URL): a real SMTP server (the smtp-server package) on loopback receives the verification and
 * reset mails the contract server sends with nodemailer; the links read out of them verify the account and reset
 * its password.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
const waiters: (() => void)[] = [];
let smtp: SMTPServer;
let server: TestContractServer;

/** The message body as sent: quoted-printable soft breaks joined and escapes decoded. */
function decoded(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for the next message to `to` that the SMTP server receives. */
async function nextMailTo(to: string, after: number): Promise<string> {
  for (;;) {
    const mail = received.slice(after).find((m) => m.to.includes(to));
    if (mail) return decoded(mail.raw);
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
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
  server = await startTestContractServer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Games <no-reply@games.example>',
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the verification mail over SMTP; its link verifies the account', async () => {
  const count = received.length;
  const signUp = await server.api('/auth/sign-up', {
    method: 'POST',
    json: {
      email: 'smtp.user@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      terms: true,
      adult: true,
      currency: 'EUR',
    },
  });
  expect(signUp.status).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const text = await nextMailTo('smtp.user@example.com', count);
  expect(received.at(-1)!.raw).toMatch(/^From: Games <no-reply@games\.example>/m);
  const link = new URL(/(http:\/\/localhost:8080\/verify-email\?\S+)/.exec(text)![1]!);
  const verify = await server.api(`/auth/verify-email${link.search}`, { token });
  expect(verify.status).toBe(200);
  expect(((await verify.json()) as { user: { email_verified_at: string | null } }).user.email_verified_at).toEqual(
    expect.any(String),
  );
  // Nothing lands in the development mailbox when SMTP carries the mail.
  expect(server.domain.repos.mail.list('smtp.user@example.com')).toEqual([]);
});

it('sends the reset mail over SMTP; its link sets a new password', async () => {
  const count = received.length;
  expect(
    (await server.api('/auth/restore-password', { method: 'POST', json: { email: 'player@example.com' } })).status,
  ).toBe(200);
  const text = await nextMailTo('player@example.com', count);
  const link = new URL(/(http:\/\/localhost:8080\/reset-password\?\S+)/.exec(text)![1]!);
  const reset = await server.api('/auth/reset-password', {
    method: 'POST',
    json: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    },
  });
  expect(reset.status).toBe(200);
  expect(await server.signIn('player@example.com', 'a-new-password')).toEqual(expect.any(String));
});
