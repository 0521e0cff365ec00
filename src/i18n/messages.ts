/** Languages the site speaks; Russian is the default. */
export type Locale = 'ru' | 'en';
export const locales: readonly Locale[] = ['ru', 'en'];
export const defaultLocale: Locale = 'ru';

/** One feature's strings in both languages; the English dictionary must have exactly the Russian keys. */
export interface MessageBundle<K extends string> {
  ru: Record<K, string>;
  en: Record<K, string>;
}

/**
 * Declares a feature's dictionary next to the feature. Types make both languages complete:
 * a key missing in either one fails the type check.
 */
export function defineMessages<K extends string>(bundle: MessageBundle<K>): MessageBundle<K> {
  return bundle;
}

/**
 * One `Intl` object per language, made on first use: building one costs far more than using it (a phone spends
 * milliseconds on each), and a list of cards formats a number per card.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));
const countFormat = perLocale((locale) => new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US'));

/** The CLDR plural category of `count` in `locale` (ru: one/few/many/other; en: one/other), by `Intl.PluralRules`. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count);
}

/** `{name, plural, one {…} few {…} many {…} other {…}}`: the branch list of a plural placeholder. */
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Fills a message: `{name}` placeholders, and plural placeholders in ICU's shape —
 * `{count, plural, one {# игра} few {# игры} many {# игр} other {# игры}}` — whose branch is chosen by
 * `Intl.PluralRules` of `locale` (`#` is the number; `other` is the fallback). Unknown placeholders stay visible so
 * a missing value is noticed.
 */
export function interpolate(
  template: string,
  values: Record<string, string | number> = {},
  locale: Locale = defaultLocale,
): string {
  const has = (name: string): boolean => Object.prototype.hasOwnProperty.call(values, name);
  const plurals = template.replace(PLURAL, (whole, name: string, branches: string) => {
    const value = values[name];
    if (!has(name) || typeof value !== 'number') return whole;
    const forms = new Map([...branches.matchAll(BRANCH)].map((m) => [m[1] as string, m[2] as string]));
    const form = forms.get(pluralCategory(locale, value)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, formatCount(value, locale));
  });
  return plurals.replace(/\{(\w+)\}/g, (whole, name: string) => (has(name) ? String(values[name]) : whole));
}

/** A count as the language writes it ("1 843" in Russian, "1,843" in English). */
export function formatCount(value: number, locale: Locale): string {
  // Below a thousand both languages write the bare digits. The header's online count is such a number on every first
  // screen, and the first NumberFormat costs about 100 ms on a phone (4× CPU profile): it is made when a count needs it.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return countFormat(locale).format(value);
}
