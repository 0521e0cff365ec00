/** Telegram sign-in and linking with real Login Widget and Mini App signatures. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { signTelegramInitData, signTelegramWidget } from '../../../../server/lib/signatures';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../../server/config';

const server = contractServerForFile();

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

type TgAnswer = {
  token: string;
  user: { email: string; telegram_id: number; email_verified_at: string | null; name: string };
  redirect?: string;
  message?: string;
};

describe('POST /auth/telegram', () => {
  it('creates an account for an unknown Telegram user (Login Widget), then signs the same user in', async () => {
    const first = await server.api('/auth/telegram', { method: 'POST', json: widget(5550001, 'Анна') });
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
    const second = await json<TgAnswer>(
      await server.api('/auth/telegram', { method: 'POST', json: widget(5550001, 'Анна') }),
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
    const stale = widget(5550006, 'Old', now() - 86_400 - 60);
    const staleApp = miniApp(5550007, 'Old', now() - 2 * 86_400);
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
    const res = await server.api('/auth/telegram/link', {
      method: 'POST',
      token,
      json: miniApp(5550100, 'Unverified'),
    });
    expect(res.status).toBe(200);
    const body = await json<{ user: { telegram_id: number }; message: string }>(res);
    expect(body.user.telegram_id).toBe(5550100);
    expect(body.message).toEqual(expect.any(String));
    expect(
      (await server.api('/auth/telegram/link', { method: 'POST', token, json: miniApp(5550100, 'Unverified') })).status,
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
      await server.api('/auth/telegram', { method: 'POST', json: miniApp(5550100, 'Unverified') }),
    );
    expect(tg.user.email).toBe('unverified@example.com');
  });
});
