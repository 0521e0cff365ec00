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

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
