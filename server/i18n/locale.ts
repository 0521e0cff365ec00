/** The languages the API speaks and how a request's language is chosen (docs/i18n.md). */

/** Languages the API answers in. */
export type Locale = 'ru' | 'en';
export const LOCALES: readonly Locale[] = ['ru', 'en'];
/** The site's language when nothing else decides (contract: the site is Russian first). */
export const DEFAULT_LOCALE: Locale = 'ru';

/** The locale when `value` names one of ours ('en', 'ru'), else undefined. */
export function asLocale(value: unknown): Locale | undefined {
  return LOCALES.find((l) => l === value);
}

/**
 * The best supported language of an `Accept-Language` header: ranges by quality (ties keep their order), the first
 * whose primary subtag we speak ("en-GB" → en); `*`, nothing we speak or no header → the default.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return DEFAULT_LOCALE;
  const ranges = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranges) {
    const locale = asLocale(r.primary);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of a request: the signed-in account's saved language, else the `Accept-Language` header, else the
 * default.
 */
export function chooseLocale(savedLocale: string | undefined, acceptLanguage: string | string[] | undefined): Locale {
  return asLocale(savedLocale) ?? localeFromAcceptLanguage(acceptLanguage);
}
