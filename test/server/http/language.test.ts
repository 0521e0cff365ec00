/** The API answers in the player's language: the saved language of the signed-in account, else Accept-Language, else Russian. */
import { contractServerForFile } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';
import { signUpThroughApi } from '../../support/signUp';

const server = contractServerForFile();

type Refusal = { message: string; errors?: Record<string, string[]>; availableIn?: number };

const signIn = (lang: string | null, body: Record<string, unknown>) =>
  server.api('/auth/sign-in', {
    method: 'POST',
    json: body,
    headers: lang === null ? { 'accept-language': '*' } : { 'accept-language': lang },
  });

describe('a guest', () => {
  it('gets Russian without a language of ours, English when asking for it', async () => {
    const wrong = { email: 'player@example.com', password: 'wrong-password' };
    expect((await json<Refusal>(await signIn(null, wrong))).errors?.email).toEqual(['Неверный e-mail или пароль.']);
    expect((await json<Refusal>(await signIn('fr-FR, de;q=0.8', wrong))).message).toBe('Неверный e-mail или пароль.');
    expect((await json<Refusal>(await signIn('en-GB,en;q=0.9,ru;q=0.5', wrong))).errors?.email).toEqual([
      'These credentials do not match our records.',
    ]);
  });

  it('gets validation messages in the language, field names included', async () => {
    const bad = { email: 'not-an-address', password: 'x' };
    const ru = await json<Refusal>(await signIn('ru', bad));
    expect(ru.errors?.email).toEqual(['Поле «e-mail» должно быть действительным адресом электронной почты.']);
    const en = await json<Refusal>(await signIn('en', bad));
    expect(en.errors?.email).toEqual(['The email field must be a valid email address.']);
    const signUp = await signUpThroughApi(
      server,
      'a@b',
      { password: 'short', password_confirmation: 'other', currency: 'RUB' },
      { 'accept-language': 'ru' },
    );
    const body = await json<Refusal>(signUp);
    expect(body.errors?.password).toEqual(['Поле «пароль» должно содержать минимум 8 символов.']);
    expect(body.message).toMatch(/^Поле «e-mail» .* \(и ещё 1 ошибка\)$/);
  });

  it('gets “not found” in the language', async () => {
    const ru = await server.api('/games/no-such-game', { headers: { 'accept-language': 'ru-RU' } });
    expect(ru.status).toBe(404);
    expect((await json<Refusal>(ru)).message).toBe('Игра не найдена.');
    expect(
      (await json<Refusal>(await server.api('/games/no-such-game', { headers: { 'accept-language': 'en-US' } })))
        .message,
    ).toBe('Game not found.');
  });
});

describe('a signed-in player', () => {
  it('keeps the language they signed up in whatever the header says, until they change it', async () => {
    const signUp = await signUpThroughApi(server, 'lang-en@example.com', {}, { 'accept-language': 'en' });
    expect(signUp.status).toBe(201);
    const { token, user } = await json<{ token: string; user: { locale: string } }>(signUp);
    expect(user.locale).toBe('en');
    const mails = await json<{ subject: string; text: string }[]>(
      await server.api('/dev/mailbox?to=lang-en%40example.com'),
    );
    expect(mails[0]).toEqual(
      expect.objectContaining({
        subject: 'Confirm your e-mail',
        text: expect.stringMatching(/^Hello, lang-en!\n\nTo confirm your e-mail address/),
      }),
    );

    // The verification mail was just sent: a resend is throttled, in English even though the header asks for Russian.
    const resend = async (): Promise<Refusal & { status: number }> => {
      const res = await server.api('/auth/verify-email/resend', {
        method: 'POST',
        token,
        headers: { 'accept-language': 'ru' },
      });
      return { status: res.status, ...(await json<Refusal>(res)) };
    };
    const en = await resend();
    expect(en.status).toBe(429);
    expect(en.message).toMatch(/^Please wait \d+ seconds? before requesting another email\.$/);

    const patched = await server.api('/profile', { method: 'PATCH', token, json: { locale: 'ru' } });
    expect(patched.status).toBe(200);
    const ru = await resend();
    expect(ru.status).toBe(429);
    const seconds = ru.availableIn as number;
    const form =
      seconds % 10 === 1 && seconds % 100 !== 11
        ? 'секунду'
        : [2, 3, 4].includes(seconds % 10) && ![12, 13, 14].includes(seconds % 100)
          ? 'секунды'
          : 'секунд';
    expect(ru.message).toBe(`Подождите ${seconds} ${form}, прежде чем запрашивать новое письмо.`);
  });

  it('reads the demo player’s saved Russian with an English header', async () => {
    const token = await server.signInAs('player');
    const res = await server.api('/withdrawals', {
      method: 'POST',
      token,
      headers: { 'accept-language': 'en' },
      json: { amount: '99999999', method: 'card', details: '4276 0000 0000 1234' },
    });
    expect(res.status).toBe(422);
    expect((await json<Refusal>(res)).errors?.amount).toEqual(['Сумма больше вашего баланса.']);
  });
});

describe('content', () => {
  const CYRILLIC = /[а-яё]/i;
  const get = async (path: string, lang: string, token?: string): Promise<unknown> =>
    json(await server.api(path, { headers: { 'accept-language': lang }, ...(token ? { token } : {}) }));

  it.each([
    '/tags',
    '/faq',
    '/promotions',
    '/tournaments',
    '/loyalty/levels',
    '/boosts',
    '/counters',
    '/pages/responsible-gaming',
    '/pages/terms-and-conditions',
    '/pages/privacy-policy',
    '/pages/cookie-policy',
    '/pages/license-agreement',
  ])('%s has no Russian left in English, and stays Russian in Russian', async (path) => {
    expect(JSON.stringify(await get(path, 'en'))).not.toMatch(CYRILLIC);
    expect(JSON.stringify(await get(path, 'ru'))).toMatch(CYRILLIC);
  });

  it('names tags on games and tournaments in the language', async () => {
    const tags = (await get('/tags', 'en')) as { slug: string; name: string }[];
    expect(tags.find((t) => t.slug === 'slots')?.name).toBe('Slots');
    const games = (await get('/games?tag=live&per_page=5', 'en')) as {
      data: { tags: { slug: string; name: string }[] }[];
    };
    expect(games.data[0]?.tags.find((t) => t.slug === 'live')?.name).toBe('Live casino');
    const ru = (await get('/tags', 'ru')) as { slug: string; name: string }[];
    expect(ru.find((t) => t.slug === 'slots')?.name).toBe('Слоты');
  });

  it('writes a player’s bonuses, loyalty levels and notifications in their language', async () => {
    const token = await server.signInAs('player');
    expect((await server.api('/profile', { method: 'PATCH', token, json: { locale: 'en' } })).status).toBe(200);
    expect(JSON.stringify(await get('/bonuses', 'ru', token))).not.toMatch(CYRILLIC);
    expect(JSON.stringify(await get('/loyalty', 'ru', token))).not.toMatch(CYRILLIC);
    const notes = (await get('/notifications', 'ru', token)) as { data: { title: string; body: string }[] };
    expect(JSON.stringify(notes.data)).not.toMatch(CYRILLIC);
    expect(notes.data.map((n) => n.body)).toContain('You received 50 free spins');

    expect((await server.api('/profile', { method: 'PATCH', token, json: { locale: 'ru' } })).status).toBe(200);
    const ruNotes = (await get('/notifications', 'en', token)) as { data: { title: string; body: string }[] };
    expect(ruNotes.data.map((n) => n.body)).toContain('Вы получили 50 фриспинов');
  });
});
