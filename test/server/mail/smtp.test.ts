/**
 * Mail over SMTP (SMTP_URL): a real SMTP server (the smtp-server package) on loopback receives the verification and
 * reset mails the contract server sends with nodemailer; the links read out of them verify the account and reset
 * its password.
 */
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtpCatcher';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';
import { signUpThroughApi } from '../../support/signUp';

let smtp: SmtpCatcher;
let server: TestContractServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestContractServer({
    smtpUrl: smtp.url,
    mailFrom: 'Games <no-reply@games.example>',
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp.close();
});

it('sends the verification mail over SMTP; its link verifies the account', async () => {
  const count = smtp.received.length;
  const signUp = await signUpThroughApi(server, 'smtp.user@example.com', { currency: 'EUR' });
  expect(signUp.status).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const text = await smtp.nextMailTo('smtp.user@example.com', count);
  expect(smtp.received.at(-1)!.raw).toMatch(/^From: Games <no-reply@games\.example>/m);
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
  const count = smtp.received.length;
  expect(
    (await server.api('/auth/restore-password', { method: 'POST', json: { email: 'player@example.com' } })).status,
  ).toBe(200);
  const text = await smtp.nextMailTo('player@example.com', count);
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
