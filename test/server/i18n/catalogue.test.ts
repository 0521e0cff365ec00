/** The server's catalogue: language choice from Accept-Language, plural forms, and both languages complete. */
import { chooseLocale, countWord, localeFromAcceptLanguage, MESSAGES, renderMessage, text } from '../../../server/i18n';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['*', 'ru'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE, en;q=0.5, ru;q=0.4', 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['en;q=0.1, ru;q=0.8', 'ru'],
    ['fr, de', 'ru'],
    ['en;q=0', 'ru'],
  ])('%p → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('prefers the account’s saved language to the header', () => {
    expect(chooseLocale('en', 'ru')).toBe('en');
    expect(chooseLocale('ru', 'en')).toBe('ru');
    expect(chooseLocale(undefined, 'en')).toBe('en');
    expect(chooseLocale('de', 'en')).toBe('en');
  });
});

describe('plural forms', () => {
  const ru: Record<number, string> = {
    1: '1 секунду',
    2: '2 секунды',
    5: '5 секунд',
    11: '11 секунд',
    21: '21 секунду',
    22: '22 секунды',
    25: '25 секунд',
    101: '101 секунду',
  };
  it.each(Object.entries(ru))('%s in Russian and English', (n, expected) => {
    expect(countWord('ru', Number(n), 'seconds')).toBe(expected);
    expect(countWord('en', Number(n), 'seconds')).toBe(`${n} ${n === '1' ? 'second' : 'seconds'}`);
  });

  it('writes the throttle message with the right form', () => {
    expect(renderMessage('ru', 'auth.mail_wait', { seconds: 44 })).toBe(
      'Подождите 44 секунды, прежде чем запрашивать новое письмо.',
    );
    expect(renderMessage('ru', 'auth.mail_wait', { seconds: 41 })).toBe(
      'Подождите 41 секунду, прежде чем запрашивать новое письмо.',
    );
    expect(renderMessage('en', 'auth.mail_wait', { seconds: 1 })).toBe(
      'Please wait 1 second before requesting another email.',
    );
    expect(renderMessage('en', 'auth.mail_wait', { seconds: 44 })).toBe(
      'Please wait 44 seconds before requesting another email.',
    );
  });

  it('summarises further errors (nested sentences, field names in the language)', () => {
    const first = text('validation.email', { attribute: 'email' });
    expect(text('validation.summary', { first, more: 2 }).render('en')).toBe(
      'The email field must be a valid email address. (and 2 more errors)',
    );
    expect(text('validation.summary', { first, more: 5 }).render('ru')).toBe(
      'Поле «e-mail» должно быть действительным адресом электронной почты. (и ещё 5 ошибок)',
    );
  });
});

it('has every message in both languages with the same placeholders', () => {
  for (const [key, entry] of Object.entries(MESSAGES)) {
    const names = (s: string): string[] => [...s.matchAll(/\{(\w+)(?:#\w+)?\}/g)].map((m) => m[1] as string).sort();
    expect({ key, ru: names(entry.ru) }).toEqual({ key, ru: names(entry.en) });
    expect(entry.ru).not.toBe('');
    expect(entry.en).not.toMatch(/[а-яё]/i);
  }
});
