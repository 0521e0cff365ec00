/** A sentence to say in the reader's language: a catalogue key and its values, rendered once the language is known. */
import { ATTRIBUTES, MESSAGES, WORDS, type MessageKey, type PluralForms, type WordKey } from './catalogue';
import type { Locale } from './locale';
import { formatMoney } from '../../src/ui/format/money';

/**
 * An amount of money in a sentence: written as the SPA writes money (src/ui/format/money.ts, docs/i18n.md), so a
 * player reads «1 000,00 ₽» or "$1,000.00" in the server's texts and in the app alike.
 */
export class Money {
  constructor(
    readonly amount: string,
    readonly currency: string,
  ) {}
}

/** `amount` (a decimal string) of `currency` for a sentence's placeholder. */
export function money(amount: string, currency: string): Money {
  return new Money(amount, currency);
}

/** A value of a placeholder: plain text, a number, an amount of money, or another sentence. */
export type TextParam = string | number | Money | Text;

/** A catalogue sentence with its values; `.toString()` gives the English (for logs). */
export class Text {
  constructor(
    readonly key: MessageKey,
    readonly params: Readonly<Record<string, TextParam>> = {},
  ) {}

  /** The sentence in `locale`. */
  render(locale: Locale): string {
    return renderMessage(locale, this.key, this.params);
  }

  toString(): string {
    return this.render('en');
  }
}

/** A sentence from the catalogue (`text('auth.failed')`). */
export function text(key: MessageKey, params: Record<string, TextParam> = {}): Text {
  return new Text(key, params);
}

/** What the API may say: a catalogue sentence, or a literal (for machine-facing text that is not translated). */
export type Message = string | Text;

/** A message in `locale` (a literal stays as it is). */
export function renderText(locale: Locale, message: Message): string {
  return typeof message === 'string' ? message : message.render(locale);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale` (ru: one/few/many/other; en: one/other). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** `count` followed by the word's form for it ("21 секунду", "2 seconds"). */
export function countWord(locale: Locale, count: number, word: WordKey): string {
  const forms: PluralForms = WORDS[word][locale];
  return `${count} ${forms[pluralCategory(locale, count)] ?? forms.other}`;
}

function param(locale: Locale, value: TextParam | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Money) return formatMoney(value.amount, value.currency);
  return value instanceof Text ? value.render(locale) : String(value);
}

/** Fills a catalogue sentence; an unknown placeholder stays visible so a missing value is noticed. */
export function renderMessage(
  locale: Locale,
  key: MessageKey,
  params: Readonly<Record<string, TextParam>> = {},
): string {
  const template: string = MESSAGES[key][locale];
  return template.replace(/\{(\w+)(?:#(\w+))?\}/g, (whole, name: string, word: string | undefined) => {
    const value = params[name];
    if (word !== undefined && typeof value === 'number' && word in WORDS)
      return countWord(locale, value, word as WordKey);
    if (name === 'attribute' && typeof value === 'string') return ATTRIBUTES[locale][value] ?? value.replace(/_/g, ' ');
    return param(locale, value) ?? whole;
  });
}
