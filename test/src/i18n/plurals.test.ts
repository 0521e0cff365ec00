// Plural forms of the message bundles (Intl.PluralRules) and the one percentage format, in both languages.
import { formatCount, interpolate, pluralCategory } from '@/i18n/messages';
import { gamesMessages } from '@/features/games/messages';
import { reportingMessages } from '@/features/reporting/messages';
import { homeMessages } from '@/features/home/messages';
import { formatPercent } from '@/ui/format';

const COUNTS = [1, 2, 5, 11, 21, 22, 25, 101];

it('picks the CLDR categories', () => {
  expect(COUNTS.map((n) => pluralCategory('ru', n))).toEqual([
    'one',
    'few',
    'many',
    'many',
    'one',
    'few',
    'many',
    'one',
  ]);
  expect(COUNTS.map((n) => pluralCategory('en', n))).toEqual([
    'one',
    'other',
    'other',
    'other',
    'other',
    'other',
    'other',
    'other',
  ]);
});

it('writes counts as each language does, small ones without building a number format', () => {
  const counts = [0, 7, 999, 1000, 1843, 25000, 1234567, 2.5, -3];
  for (const locale of ['ru', 'en'] as const) {
    const intl = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US');
    expect(counts.map((n) => formatCount(n, locale))).toEqual(counts.map((n) => intl.format(n)));
  }
  expect(formatCount(1843, 'ru')).toBe('1\u00a0843');
  expect(formatCount(1843, 'en')).toBe('1,843');
});

it('counts games on tag and provider pages', () => {
  const say = (locale: 'ru' | 'en', count: number) => interpolate(gamesMessages[locale].gamesCount, { count }, locale);
  expect(COUNTS.map((n) => say('ru', n))).toEqual([
    '1 игра',
    '2 игры',
    '5 игр',
    '11 игр',
    '21 игра',
    '22 игры',
    '25 игр',
    '101 игра',
  ]);
  expect(COUNTS.map((n) => say('en', n))).toEqual([
    '1 game',
    '2 games',
    '5 games',
    '11 games',
    '21 games',
    '22 games',
    '25 games',
    '101 games',
  ]);
});

it('counts the actions of the report log', () => {
  const say = (locale: 'ru' | 'en', actions: number) =>
    interpolate(reportingMessages[locale].summary, { actions, size: '1 KB', version: 'v', route: '/' }, locale).split(
      ',',
    )[0];
  expect(COUNTS.map((n) => say('ru', n))).toEqual([
    'Журнал: 1 действие',
    'Журнал: 2 действия',
    'Журнал: 5 действий',
    'Журнал: 11 действий',
    'Журнал: 21 действие',
    'Журнал: 22 действия',
    'Журнал: 25 действий',
    'Журнал: 101 действие',
  ]);
  expect(COUNTS.map((n) => say('en', n))).toEqual(COUNTS.map((n) => `Log: ${n} ${n === 1 ? 'action' : 'actions'}`));
});

it('words the running tournaments counter', () => {
  const say = (locale: 'ru' | 'en', count: number) =>
    `${count} ${interpolate(homeMessages[locale].counter_tournaments_running, { count }, locale)}`;
  expect(COUNTS.map((n) => say('ru', n))).toEqual([
    '1 турнир идёт',
    '2 турнира идут',
    '5 турниров идут',
    '11 турниров идут',
    '21 турнир идёт',
    '22 турнира идут',
    '25 турниров идут',
    '101 турнир идёт',
  ]);
  expect(say('en', 1)).toBe('1 tournament running');
  expect(say('en', 21)).toBe('21 tournaments running');
});

it('writes # with the language’s digit grouping, and leaves other placeholders alone', () => {
  expect(
    interpolate(
      '{count, plural, one {# игра} few {# игры} many {# игр} other {# игры}} у {name}',
      { count: 1843, name: 'Aurora' },
      'ru',
    ),
  ).toBe('1\u00a0843 игры у Aurora');
  expect(interpolate('{count, plural, one {# game} other {# games}}', { count: 1843 }, 'en')).toBe('1,843 games');
  expect(interpolate('{count, plural, one {# game} other {# games}}', {}, 'en')).toBe(
    '{count, plural, one {# game} other {# games}}',
  );
});

it('formats percentages the way each language writes them', () => {
  expect(formatPercent('95.58', 'ru')).toBe('95,58\u00a0%');
  expect(formatPercent('95.58', 'en')).toBe('95.58%');
  expect(formatPercent('8.00', 'ru')).toBe('8\u00a0%');
  expect(formatPercent('96.5', 'en', { decimals: 2 })).toBe('96.50%');
  expect(formatPercent(100, 'ru')).toBe('100\u00a0%');
  expect(formatPercent('12.345', 'ru', { decimals: 1 })).toBe('12,3\u00a0%');
});
