/**
 * The server's message catalogue: every sentence the API says to a person, in Russian and English. Placeholders are
 * `{name}`; `{name#word}` writes the number `name` followed by `word` (from WORDS) in the plural form the language's
 * `Intl.PluralRules` picks ("44 секунды", "21 секунду", "1 second"). A field name given as `{attribute}` is shown
 * through ATTRIBUTES.
 */
import type { Locale } from './locale';
import words from './words.json';
import attributes from './attributes.json';
// The sentences, one file per part of the API that says them; each key names its own area.
import accountSecurity from './messages/accountSecurity.json';
import auth from './messages/auth.json';
import blockedStates from './messages/blockedStates.json';
import history from './messages/history.json';
import http from './messages/http.json';
import impersonation from './messages/impersonation.json';
import kyc from './messages/kyc.json';
import mail from './messages/mail.json';
import notFound from './messages/notFound.json';
import notifications from './messages/notifications.json';
import play from './messages/play.json';
import responsibleGaming from './messages/responsibleGaming.json';
import rewards from './messages/rewards.json';
import slot from './messages/slot.json';
import support from './messages/support.json';
import validation from './messages/validation.json';
import wallet from './messages/wallet.json';
import wins from './messages/wins.json';

/** Plural forms of a counted word: the CLDR categories each language uses (ru: one/few/many, en: one/other). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Counted words, by language. */
export const WORDS = words satisfies Record<string, Record<Locale, PluralForms>>;

/** How a request field is named in a sentence; unnamed fields are written with spaces for underscores. */
export const ATTRIBUTES: Record<Locale, Record<string, string>> = attributes;

/** Each message in both languages. */
export const MESSAGES = {
  ...notFound,
  ...mail,
  ...support,
  ...play,
  ...wins,
  ...wallet,
  ...responsibleGaming,
  ...impersonation,
  ...notifications,
  ...validation,
  ...http,
  ...auth,
  ...accountSecurity,
  ...blockedStates,
  ...history,
  ...slot,
  ...rewards,
  ...kyc,
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type WordKey = keyof typeof WORDS;
