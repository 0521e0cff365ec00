/**
 * The server's one log (docs/server.md, "Logs"): pino JSON lines from Fastify, the realtime server and the rest of the
 * process, each line written while a request runs carrying that request's id, and no credential in any line.
 */
import { createLogger } from '../../server/lib/log';
import { DEMO, startTestContractServer, type TestContractServer } from '../support/contractServer';
import { signUpThroughApi } from '../support/signUp';

interface Line {
  msg?: string;
  reqId?: string;
  component?: string;
  req?: { url: string };
}

const written: string[] = [];
const stream = { write: (line: string) => void written.push(line) };
let server: TestContractServer;

beforeAll(async () => {
  // SMTP on a closed port: the verification mail of a sign-up fails after its request answered, and that is logged.
  server = await startTestContractServer({ logger: undefined, logStream: stream, smtpUrl: 'smtp://127.0.0.1:1' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const lines = (): Line[] => written.map((l) => JSON.parse(l) as Line);

async function until(found: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !found(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
}

it('logs neither the password nor the token of a request, and every request line carries its request id', async () => {
  const { email, password } = DEMO.player;
  const signIn = await server.api('/auth/sign-in', { method: 'POST', json: { email, password } });
  const { token } = (await signIn.json()) as { token: string };
  const user = await server.api(`/auth/user?token=${token}`, { token });
  const telegramHash = 'ab'.repeat(32);
  const telegram = await server.api('/auth/telegram', {
    method: 'POST',
    json: { dataString: 'auth_date=1\nid=5', hash: telegramHash, user: { id: 5 }, app: false },
  });
  expect([signIn.status, user.status]).toEqual([200, 200]);
  expect(telegram.status).toBeGreaterThanOrEqual(400);

  const ids = [signIn, user, telegram].map((res) => res.headers.get('x-request-id'));
  await until(() => ids.every((id) => lines().some((l) => l.reqId === id && l.msg === 'request completed')));
  const log = written.join('');
  for (const secret of [password, token, telegramHash]) expect(log).not.toContain(secret);
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      lines()
        .filter((l) => l.reqId === id)
        .map((l) => l.msg),
    ).toEqual(['incoming request', 'request completed']);
  }
  // Fastify's own request lines all carry an id.
  expect(lines().filter((l) => l.req !== undefined && l.reqId === undefined)).toEqual([]);
});

it("gives a line logged later on behalf of a request (a failed mail) that request's id, and the realtime server logs in the same format", async () => {
  // A password of its own, so that finding it anywhere in the log can only mean it was logged.
  const password = 'Secret-pass-42';
  const signUp = await signUpThroughApi(server, 'logged@example.com', { password, password_confirmation: password });
  expect(signUp.status).toBe(201);
  const reqId = signUp.headers.get('x-request-id');
  await until(() => lines().some((l) => l.msg === 'mail not sent'));
  expect(lines().find((l) => l.msg === 'mail not sent')?.reqId).toBe(reqId);
  expect(written.join('')).not.toContain(password);

  // The realtime server writes the same lines; each request to its HTTP API has an id of its own.
  expect(lines().some((l) => l.component === 'realtime' && l.msg === 'realtime server listening')).toBe(true);
  expect((await fetch(`http://127.0.0.1:${server.realtime.port}/up`)).status).toBe(200);
  await until(() => lines().some((l) => l.component === 'realtime' && l.msg === 'http api'));
  const realtime = lines().find((l) => l.component === 'realtime' && l.msg === 'http api');
  expect(realtime?.reqId).toMatch(/^[0-9a-f-]{36}$/);
});

it('redacts credentials wherever a line carries them', () => {
  const out: string[] = [];
  const log = createLogger({ stream: { write: (line: string) => void out.push(line) } });
  log.info(
    {
      request: { headers: { authorization: 'Bearer t0ken-1' } },
      body: { password: 'pw-2', details: '4111 1111 1111 1111' },
      hash: 'h-3',
      session_id: 's-4',
      token: 't-5',
    },
    'something',
  );
  const line = out.join('');
  for (const secret of ['t0ken-1', 'pw-2', '4111', 'h-3', 's-4', 't-5']) expect(line).not.toContain(secret);
  expect(line).toContain('"msg":"something"');
});
