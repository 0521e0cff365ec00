/** The server's languages: choosing a request's language, the message catalogue, and sentences to render in it. */
export { DEFAULT_LOCALE, LOCALES, asLocale, chooseLocale, localeFromAcceptLanguage, type Locale } from './locale';
export { MESSAGES, WORDS, ATTRIBUTES, type MessageKey, type WordKey } from './catalogue';
export {
  Money,
  money,
  Text,
  text,
  renderText,
  renderMessage,
  pluralCategory,
  countWord,
  type Message,
  type TextParam,
} from './text';
export { kycDecisionText, notificationText, type KycDecision, type StoredNotification } from './notifications';
