/**
 * The server's message catalogue: every sentence the API says to a person, in Russian and English. Placeholders are
 * `{name}`; `{name#word}` writes the number `name` followed by `word` (from WORDS) in the plural form the language's
 * `Intl.PluralRules` picks ("44 секунды", "21 секунду", "1 second"). A field name given as `{attribute}` is shown
 * through ATTRIBUTES.
 */
import type { Locale } from './locale';
import { ACCOUNT_SECURITY_MESSAGES } from './accountSecurityMessages';
import { KYC_MESSAGES } from './kycMessages';
import { AUTH_MESSAGES } from './authMessages';
import { HTTP_MESSAGES } from './httpMessages';
import { ATTRIBUTES, VALIDATION_MESSAGES } from './validationMessages';

export { ATTRIBUTES };
import { BLOCKED_STATE_MESSAGES } from './blockedStateMessages';
import { HISTORY_MESSAGES } from './historyMessages';
import { SLOT_MESSAGES } from './slotMessages';
import { REWARD_MESSAGES } from './rewardMessages';

/** Plural forms of a counted word: the CLDR categories each language uses (ru: one/few/many, en: one/other). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Counted words, by language. */
export const WORDS = {
  seconds: {
    ru: { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' },
    en: { one: 'second', other: 'seconds' },
  },
  characters: {
    ru: { one: 'символ', few: 'символа', many: 'символов', other: 'символа' },
    en: { one: 'character', other: 'characters' },
  },
  decimalPlaces: {
    ru: { one: 'знак', few: 'знака', many: 'знаков', other: 'знака' },
    en: { one: 'decimal place', other: 'decimal places' },
  },
  errors: {
    ru: { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' },
    en: { one: 'more error', other: 'more errors' },
  },
  months: {
    ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
    en: { one: 'month', other: 'months' },
  },
  freeSpins: {
    ru: { one: 'фриспин', few: 'фриспина', many: 'фриспинов', other: 'фриспина' },
    en: { one: 'free spin', other: 'free spins' },
  },
} satisfies Record<string, Record<Locale, PluralForms>>;

/** Each message in both languages. Keys are grouped by where they are said. */
export const MESSAGES = {
  // Not found, by thing.
  'not_found.Game': { en: 'Game not found.', ru: 'Игра не найдена.' },
  'not_found.Jackpot': { en: 'Jackpot not found.', ru: 'Джекпот не найден.' },
  'not_found.Game session': { en: 'Game session not found.', ru: 'Игровая сессия не найдена.' },
  'not_found.Bonus': { en: 'Bonus not found.', ru: 'Бонус не найден.' },
  'not_found.Payment': { en: 'Payment not found.', ru: 'Платёж не найден.' },
  'not_found.Withdrawal': { en: 'Withdrawal not found.', ru: 'Заявка на вывод не найдена.' },
  'not_found.User': { en: 'User not found.', ru: 'Пользователь не найден.' },
  'not_found.Notification': { en: 'Notification not found.', ru: 'Уведомление не найдено.' },
  'not_found.Bug report': { en: 'Bug report not found.', ru: 'Отчёт о проблеме не найден.' },
  'not_found.Tournament': { en: 'Tournament not found.', ru: 'Турнир не найден.' },
  'not_found.Page': { en: 'Page not found.', ru: 'Страница не найдена.' },
  'not_found.Games': { en: 'No games.', ru: 'Игр нет.' },

  // E-mails.
  'mail.verify.subject': { en: 'Confirm your e-mail', ru: 'Подтвердите e-mail' },
  'mail.verify.body': {
    en: 'Hello, {name}!\n\nTo confirm your e-mail address, open this link:\n{link}\n\nThe link is valid for 60 minutes. If you did not sign up, simply ignore this e-mail.',
    ru: 'Здравствуйте, {name}!\n\nЧтобы подтвердить адрес e-mail, откройте ссылку:\n{link}\n\nСсылка действует 60 минут. Если вы не регистрировались, просто проигнорируйте это письмо.',
  },
  'mail.reset.subject': { en: 'Password reset', ru: 'Сброс пароля' },
  'mail.reset.body': {
    en: 'Hello!\n\nTo set a new password, open this link:\n{link}\n\nThe link is valid for 60 minutes and works once. If you did not ask for a reset, ignore this e-mail.',
    ru: 'Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n{link}\n\nСсылка действует 60 минут и срабатывает один раз. Если вы не запрашивали сброс, проигнорируйте это письмо.',
  },

  'support.guest_report_too_large': {
    en: 'The report is too large to send without signing in (at most {kb} KB). Sign in, or download the report and attach it to a message to support.',
    ru: 'Отчёт слишком большой, чтобы отправить его без входа (не больше {kb} КБ). Войдите или скачайте отчёт и приложите его к письму в поддержку.',
  },

  // Play.
  'play.sign_in_for_real': { en: 'Sign in to play for real money.', ru: 'Войдите, чтобы играть на реальные деньги.' },
  'play.session_other_sign_in': {
    en: 'This game session belongs to another sign-in. Start the game again.',
    ru: 'Эта игровая сессия открыта в другом входе. Запустите игру заново.',
  },
  'play.session_expired': {
    en: 'This game session has expired. Start the game again.',
    ru: 'Игровая сессия истекла. Запустите игру заново.',
  },
  'play.verify_email': {
    en: 'Verify your e-mail address to play for real money.',
    ru: 'Подтвердите e-mail, чтобы играть на реальные деньги.',
  },
  'play.stake_positive': { en: 'The stake must be greater than zero.', ru: 'Ставка должна быть больше нуля.' },
  'play.stake_over_demo_balance': {
    en: 'The stake exceeds your demo balance.',
    ru: 'Ставка больше вашего демо-баланса.',
  },
  'play.stake_over_balance': { en: 'The stake exceeds your balance.', ru: 'Ставка больше вашего баланса.' },

  // The wins feed.
  'wins.public_name_invalid': {
    en: 'The public name must be 2 to 24 letters, digits, spaces, dots, hyphens or underscores, starting with a letter or digit.',
    ru: 'Публичное имя — от 2 до 24 букв, цифр, пробелов, точек, дефисов или подчёркиваний, начиная с буквы или цифры.',
  },

  // Wallet.
  'wallet.amount_min': {
    en: 'The amount must be at least {amount}.',
    ru: 'Сумма должна быть не меньше {amount}.',
  },
  'wallet.amount_max': {
    en: 'The amount must not be greater than {amount}.',
    ru: 'Сумма должна быть не больше {amount}.',
  },
  'wallet.amount_positive': { en: 'The amount must be greater than zero.', ru: 'Сумма должна быть больше нуля.' },
  'wallet.amount_over_balance': { en: 'The amount exceeds your balance.', ru: 'Сумма больше вашего баланса.' },
  'wallet.amount_over_withdrawable': {
    en: 'The amount exceeds your withdrawable balance of {amount}: active bonus money cannot be withdrawn.',
    ru: 'Сумма больше доступного к выводу остатка {amount}: деньги активных бонусов вывести нельзя.',
  },
  'wallet.withdrawal_min': {
    en: 'The smallest withdrawal is {amount}.',
    ru: 'Минимальная сумма вывода — {amount}.',
  },
  'wallet.withdrawal_forfeits_bonus': {
    en: 'This withdrawal ends your active bonuses: {amount} of bonus money will be removed from your balance. Confirm to continue.',
    ru: 'Вывод завершит активные бонусы: {amount} бонусных денег будут списаны с баланса. Подтвердите, чтобы продолжить.',
  },
  'wallet.callback_mismatch': {
    en: 'The callback does not match the payment.',
    ru: 'Данные уведомления не совпадают с платежом.',
  },
  'wallet.payment_already': { en: 'The payment is already {status}.', ru: 'Платёж уже обработан (статус: {status}).' },
  'wallet.withdrawal_already': {
    en: 'The withdrawal is already {status}.',
    ru: 'Заявка на вывод уже обработана (статус: {status}).',
  },

  // Responsible gaming.
  'rg.limit_exceeded.deposit.day': {
    en: 'This exceeds your daily deposit limit of {limit} ({left} left).',
    ru: 'Это превышает ваш дневной лимит депозитов {limit} (осталось {left}).',
  },
  'rg.limit_exceeded.deposit.week': {
    en: 'This exceeds your weekly deposit limit of {limit} ({left} left).',
    ru: 'Это превышает ваш недельный лимит депозитов {limit} (осталось {left}).',
  },
  'rg.limit_exceeded.deposit.month': {
    en: 'This exceeds your monthly deposit limit of {limit} ({left} left).',
    ru: 'Это превышает ваш месячный лимит депозитов {limit} (осталось {left}).',
  },
  'rg.limit_exceeded.loss.day': {
    en: 'This exceeds your daily loss limit of {limit} ({left} left).',
    ru: 'Это превышает ваш дневной лимит проигрыша {limit} (осталось {left}).',
  },
  'rg.limit_exceeded.loss.week': {
    en: 'This exceeds your weekly loss limit of {limit} ({left} left).',
    ru: 'Это превышает ваш недельный лимит проигрыша {limit} (осталось {left}).',
  },
  'rg.limit_exceeded.loss.month': {
    en: 'This exceeds your monthly loss limit of {limit} ({left} left).',
    ru: 'Это превышает ваш месячный лимит проигрыша {limit} (осталось {left}).',
  },
  'rg.time_out_until': {
    en: 'You are taking a time-out until {until}. You can sign in again after that.',
    ru: 'У вас перерыв до {until}. После этого вы сможете снова войти.',
  },
  'rg.self_excluded_until': {
    en: 'Your account is self-excluded until {until}. You can sign in again after that.',
    ru: 'Ваш аккаунт в самоисключении до {until}. После этого вы сможете снова войти.',
  },
  'rg.time_out_started': {
    en: 'Your time-out has started. You have been signed out and cannot sign in until {until}.',
    ru: 'Перерыв начался. Вы вышли из аккаунта и не сможете войти до {until}.',
  },
  'rg.self_exclusion_started': {
    en: 'Your self-exclusion has started. You have been signed out and cannot sign in until {until}.',
    ru: 'Самоисключение началось. Вы вышли из аккаунта и не сможете войти до {until}.',
  },
  'rg.self_exclusion_minimum': {
    en: 'A self-exclusion lasts at least {months#months}.',
    ru: 'Самоисключение длится не меньше {months#months}.',
  },

  // Impersonation.
  'impersonation.admins_only': {
    en: 'Only administrators may log in as another user.',
    ru: 'Входить под другим пользователем могут только администраторы.',
  },
  'impersonation.target_missing': {
    en: 'The user to log in as was not found.',
    ru: 'Пользователь, под которым нужно войти, не найден.',
  },
  'impersonation.admin_target': {
    en: 'Administrators cannot be impersonated.',
    ru: 'Нельзя войти под администратором.',
  },
  'impersonation.refused': {
    en: 'This action is not available while logged in as another user: only the player can do it, signed in as themselves.',
    ru: 'Это действие недоступно при входе под другим пользователем: его может выполнить только сам игрок.',
  },

  // Notifications (titles and bodies, rendered in the reader's language).
  'notification.PaymentFulfilled.title': { en: 'Payment credited', ru: 'Платёж зачислен' },
  'notification.PaymentFulfilled.body': {
    en: 'A payment of {amount} has been credited. Balance: {balance}',
    ru: 'Платёж на {amount} зачислен. Баланс: {balance}',
  },
  'notification.BonusCreatedNotification.title': { en: 'New bonus', ru: 'Новый бонус' },
  'notification.BonusCreatedNotification.body': {
    en: 'You received the bonus “{title}” of {amount}, wager x{wager}',
    ru: 'Вы получили бонус «{title}» на {amount}, вейджер x{wager}',
  },
  'notification.BonusFulfilledNotification.title': { en: 'Bonus wagered', ru: 'Бонус отыгран' },
  'notification.BonusFulfilledNotification.body': {
    en: 'The bonus “{title}” has been wagered',
    ru: 'Бонус «{title}» отыгран',
  },
  'notification.CashRewardNotification.title': { en: 'Cash prize', ru: 'Денежный приз' },
  'notification.CashRewardNotification.body': {
    en: 'You received a prize of {amount}: {description}',
    ru: 'Вы получили приз {amount}: {description}',
  },
  'notification.FreespinRewardNotification.title': { en: 'Free spins', ru: 'Фриспины' },
  'notification.FreespinRewardNotification.body': {
    en: 'You received {quantity#freeSpins} in {gameTitle}',
    ru: 'Вы получили {quantity#freeSpins} в игре {gameTitle}',
  },
  'notification.FreespinRewardNotification.body_no_game': {
    en: 'You received {quantity#freeSpins}',
    ru: 'Вы получили {quantity#freeSpins}',
  },
  'notification.LimitWarning.title': { en: 'Responsible gaming limit', ru: 'Лимит ответственной игры' },
  'notification.LimitWarning.reached.deposit': {
    en: 'You have reached your limit: the {period} deposit limit of {amount} is used up.',
    ru: 'Вы достигли лимита: {period} лимит депозитов {amount} исчерпан.',
  },
  'notification.LimitWarning.reached.loss': {
    en: 'You have reached your limit: the {period} loss limit of {amount} is used up.',
    ru: 'Вы достигли лимита: {period} лимит проигрыша {amount} исчерпан.',
  },
  'notification.LimitWarning.used.deposit': {
    en: '{percent}% used: {period} deposit limit, {used} of {amount}.',
    ru: 'Использовано {percent}%: {period} лимит депозитов — {used} из {amount}.',
  },
  'notification.LimitWarning.used.loss': {
    en: '{percent}% used: {period} loss limit, {used} of {amount}.',
    ru: 'Использовано {percent}%: {period} лимит проигрыша — {used} из {amount}.',
  },
  'period.day': { en: 'daily', ru: 'дневной' },
  'period.week': { en: 'weekly', ru: 'недельный' },
  'period.month': { en: 'monthly', ru: 'месячный' },
  ...VALIDATION_MESSAGES,
  ...HTTP_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCOUNT_SECURITY_MESSAGES,
  ...BLOCKED_STATE_MESSAGES,
  ...HISTORY_MESSAGES,
  ...SLOT_MESSAGES,
  ...REWARD_MESSAGES,
  ...KYC_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type WordKey = keyof typeof WORDS;
