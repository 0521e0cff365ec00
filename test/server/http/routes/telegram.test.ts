/** Telegram sign-in and linking with real Login Widget and Mini App signatures. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { signTelegramInitData, signTelegramWidget } from '../../../../server/lib/signatures';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../../server/config';

// A real per-account limit (a few attempts), and room enough per IP for the whole file.
const TELEGRAM_PER_ACCOUNT = 5;
const server = contractServerForFile({
  rateLimits: {
    telegram: {
      perAccount: { max: TELEGRAM_PER_ACCOUNT, windowSeconds: 60 },
      perIp: { max: 1000, windowSeconds: 60 },
    },
  },
});

const now = (): number => Math.floor(Date.now() / 1000);

function widget(id: number, first_name: string, authDate = now()) {
  const { dataString, hash } = signTelegramWidget(DEV_TELEGRAM_BOT_TOKEN, {
    id,
    first_name,
    username: `user${id}`,
    auth_date: authDate,
  });
  return { dataString, hash, user: { id, first_name, username: `user${id}` }, app: false };
}

function miniApp(id: number, first_name: string, authDate = now()) {
  const user = { id, first_name, language_code: 'ru' };
  const { dataString, hash } = signTelegramInitData(DEV_TELEGRAM_BOT_TOKEN, {
    auth_date: String(authDate),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
  });
  return { dataString, hash, user, app: true };
}

const signUp = (email: string): Promise<Response> =>
  server.api('/auth/sign-up', {
    method: 'POST',
    json: {
      email,
      password: 'secret-password-1',
      password_confirmation: 'secret-password-1',
      currency: 'RUB',
      terms: true,
      adult: true,
    },
  });

type TgAnswer = {
  token: string;
  user: { email: string; telegram_id: number; email_verified_at: string | null; name: string };
  redirect?: string;
  message?: string;
};

describe('POST /auth/telegram', () => {
  it('creates an account for an unknown Telegram user (Login Widget), then signs the same user in', async () => {
    const t0 = now();
    const first = await server.api('/auth/telegram', { method: 'POST', json: widget(5550001, 'Анна', t0) });
    expect(first.status).toBe(200);
    const a = await json<TgAnswer>(first);
    expect(a.user).toEqual(
      expect.objectContaining({
        email: 'tg5550001@telegram.local',
        telegram_id: 5550001,
        name: 'Анна',
        email_verified_at: expect.any(String),
      }),
    );
    expect(a.redirect).toBe('/profile');
    expect(a.message).toEqual(expect.any(String));
    // A new sign-in with the widget is new signed data (its own auth_date and hash).
    const second = await json<TgAnswer>(
      await server.api('/auth/telegram', { method: 'POST', json: widget(5550001, 'Анна', t0 - 1) }),
    );
    expect(second.user.email).toBe('tg5550001@telegram.local');
    expect(second.redirect).toBe('/');
    expect((await server.api('/auth/user', { token: second.token })).status).toBe(200);
  });

  it('accepts Mini App initData', async () => {
    const res = await server.api('/auth/telegram', { method: 'POST', json: miniApp(5550002, 'Boris') });
    expect(res.status).toBe(200);
    expect((await json<TgAnswer>(res)).user.telegram_id).toBe(5550002);
  });

  it('refuses a changed field, a stale auth_date, a wrong bot token and a disagreeing user, changing nothing', async () => {
    const before = snapshot(server.db);
    const changed = widget(5550003, 'Vera');
    changed.dataString = changed.dataString.replace('first_name=Vera', 'first_name=Vero');
    const changedApp = miniApp(5550004, 'Gleb');
    changedApp.dataString = changedApp.dataString.replace('5550004', '5550005');
    // Older than an hour: a captured payload is useless soon after the sign-in it was made for.
    const stale = widget(5550006, 'Old', now() - 3600 - 60);
    const staleApp = miniApp(5550007, 'Old', now() - 2 * 3600);
    const otherBot = signTelegramWidget('999:another-bot', { id: 5550008, first_name: 'X', auth_date: now() });
    for (const body of [
      changed,
      changedApp,
      stale,
      staleApp,
      { ...otherBot, user: { id: 5550008 }, app: false },
      { ...widget(5550009, 'Y'), app: true },
    ]) {
      const res = await server.api('/auth/telegram', { method: 'POST', json: body });
      expect(res.status).toBe(403);
      expectLaravelError(await json(res));
    }
    const lying = { ...widget(5550010, 'Zoe'), user: { id: 1, first_name: 'Zoe' } };
    const res = await server.api('/auth/telegram', { method: 'POST', json: lying });
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.user).toBeDefined();
    expect(snapshot(server.db)).toEqual(before);
  });
});

describe('POST /auth/telegram/link', () => {
  it('links Telegram to the signed-in user, idempotently, and refuses one linked elsewhere', async () => {
    const token = await server.signInAs('unverified');
    const t0 = now();
    const res = await server.api('/auth/telegram/link', {
      method: 'POST',
      token,
      json: miniApp(5550100, 'Unverified', t0),
    });
    expect(res.status).toBe(200);
    const body = await json<{ user: { telegram_id: number }; message: string }>(res);
    expect(body.user.telegram_id).toBe(5550100);
    expect(body.message).toEqual(expect.any(String));
    expect(
      (
        await server.api('/auth/telegram/link', {
          method: 'POST',
          token,
          json: miniApp(5550100, 'Unverified', t0 - 1),
        })
      ).status,
    ).toBe(200);

    const other = await server.signInAs('player');
    const before = snapshot(server.db);
    const taken = await server.api('/auth/telegram/link', {
      method: 'POST',
      token: other,
      json: miniApp(5550100, 'Unverified'),
    });
    expect(taken.status).toBe(409);
    expectLaravelError(await json(taken));
    const second = await server.api('/auth/telegram/link', {
      method: 'POST',
      token,
      json: miniApp(5550101, 'Unverified'),
    });
    expect(second.status).toBe(409);
    expect((await server.api('/auth/telegram/link', { method: 'POST', json: miniApp(5550102, 'Guest') })).status).toBe(
      401,
    );
    expect(snapshot(server.db)).toEqual(before);

    // the linked Telegram account now signs into that user
    const tg = await json<TgAnswer>(
      await server.api('/auth/telegram', { method: 'POST', json: miniApp(5550100, 'Unverified', t0 - 2) }),
    );
    expect(tg.user.email).toBe('unverified@example.com');
  });
});

describe('Telegram data is used once, and only its real owner is throttled', () => {
  it('refuses a replayed payload (widget and Mini App), for sign-in and for linking', async () => {
    for (const body of [widget(5550201, 'Once'), miniApp(5550202, 'Once')]) {
      expect((await server.api('/auth/telegram', { method: 'POST', json: body })).status).toBe(200);
      const replay = await server.api('/auth/telegram', { method: 'POST', json: body });
      expect(replay.status).toBe(403);
      expectLaravelError(await json(replay));
    }
    const token = (await json<{ token: string }>(await signUp('linker@example.com'))).token;
    const link = miniApp(5550203, 'Linker');
    const captured = link;
    expect((await server.api('/auth/telegram/link', { method: 'POST', token, json: link })).status).toBe(200);
    // The payload that linked cannot then sign in as that account.
    expect((await server.api('/auth/telegram', { method: 'POST', json: captured })).status).toBe(403);
  });

  it('does not let forged attempts that claim an id lock its owner out', async () => {
    const victim = 5550301;
    const forged = { ...widget(victim, 'Victim'), hash: '0'.repeat(64) };
    // More forged attempts than the per-account limit, fewer than the per-IP one.
    for (let i = 0; i <= TELEGRAM_PER_ACCOUNT; i += 1) {
      expect((await server.api('/auth/telegram', { method: 'POST', json: forged })).status).toBe(403);
    }
    const genuine = await server.api('/auth/telegram', { method: 'POST', json: widget(victim, 'Victim') });
    expect(genuine.status).toBe(200);
  });
});

describe('the telegram.local e-mail domain', () => {
  it("is refused at sign-up, so nobody can squat a Telegram user's placeholder address", async () => {
    const res = await signUp('tg777000111@telegram.local');
    expect(res.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expect(body.errors.email?.[0]).toMatch(/telegram\.local/);
  });

  it('still signs the Telegram user in when an older account holds the placeholder address', async () => {
    expect((await signUp('squatter@example.com')).status).toBe(201);
    // An account made before the domain was reserved.
    server.db
      .prepare('UPDATE users SET email = ? WHERE email = ?')
      .run('tg777000111@telegram.local', 'squatter@example.com');
    const res = await server.api('/auth/telegram', { method: 'POST', json: widget(777000111, 'Real') });
    expect(res.status).toBe(200);
    const answer = await json<TgAnswer>(res);
    expect(answer.user.telegram_id).toBe(777000111);
    expect(answer.user.email).toMatch(/^tg777000111\.[0-9a-f]+@telegram\.local$/);
  });
});
