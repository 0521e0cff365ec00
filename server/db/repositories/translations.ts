/**
 * Content in the reader's language: the `translations` table maps a stored (Russian) text to its text in another
 * language. Read once per language and kept in memory; content is Russian, so Russian needs no lookup.
 */
import type { Db } from '../connection';
import { DEFAULT_LOCALE, type Locale } from '../../i18n';

/** Looks content texts up in the reader's language. */
export class TranslationsRepository {
  private readonly dictionaries = new Map<Locale, Map<string, string>>();

  constructor(private readonly db: Db) {}

  /** Every translated text of `locale`, by its Russian source. */
  dictionary(locale: Locale): ReadonlyMap<string, string> {
    let found = this.dictionaries.get(locale);
    if (!found) {
      const rows = this.db.prepare('SELECT source, value FROM translations WHERE locale = ?').all(locale) as {
        source: string;
        value: string;
      }[];
      found = new Map(rows.map((r) => [r.source, r.value]));
      this.dictionaries.set(locale, found);
    }
    return found;
  }

  /** One text in `locale` (as stored when it has no translation). */
  translate(locale: Locale, source: string): string {
    if (locale === DEFAULT_LOCALE) return source;
    return this.dictionary(locale).get(source) ?? source;
  }

  /**
   * A content answer in `locale`: every string in it (nested in objects and lists) that has a translation is replaced
   * by it; slugs, numbers, dates and names without a row are left as they are.
   */
  localize<T>(locale: Locale, value: T): T {
    if (locale === DEFAULT_LOCALE) return value;
    const dictionary = this.dictionary(locale);
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return dictionary.get(v) ?? v;
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return walk(value) as T;
  }

  /** Adds or replaces the text of `source` in `locale`. */
  set(locale: Locale, source: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO translations (locale, source, value) VALUES (?, ?, ?) ON CONFLICT (locale, source) DO UPDATE SET value = excluded.value',
      )
      .run(locale, source, value);
    this.dictionaries.delete(locale);
  }
}
