/** What the HTTP layer says (throttling, signatures, bodies, the payment provider's absence), in both languages (part of the catalogue). */
export const HTTP_MESSAGES = {
  // HTTP frame.
  'http.unauthenticated': { en: 'Unauthenticated.', ru: 'Требуется вход в аккаунт.' },
  'http.forbidden': { en: 'This action is unauthorized.', ru: 'Это действие запрещено.' },
  'http.not_found': { en: 'Not Found.', ru: 'Не найдено.' },
  'http.route_not_found': { en: 'The route {path} could not be found.', ru: 'Адрес {path} не найден.' },
  'http.busy': {
    en: 'The service is busy. Please try again in a moment.',
    ru: 'Сервис занят. Повторите попытку через мгновение.',
  },
  'http.body_too_large': {
    en: 'The request body is too large (limit 1 MB).',
    ru: 'Тело запроса слишком большое (предел 1 МБ).',
  },
  'http.media_type': {
    en: 'Unsupported content type: send JSON.',
    ru: 'Неподдерживаемый тип содержимого: отправьте JSON.',
  },
  'http.invalid_json': { en: 'The request body is not valid JSON.', ru: 'Тело запроса не является корректным JSON.' },
  'http.server_error': { en: 'Server Error', ru: 'Ошибка сервера' },
  'http.dev_only_local': {
    en: 'The development helpers answer requests from this machine only.',
    ru: 'Инструменты разработки отвечают только на запросы с этой машины.',
  },
  'http.too_many_attempts': {
    en: 'Too many attempts. Please try again in {seconds#seconds}.',
    ru: 'Слишком много попыток. Повторите через {seconds#seconds}.',
  },
  'http.email_not_verified': { en: 'Your email address is not verified.', ru: 'Ваш адрес e-mail не подтверждён.' },
  'http.no_payment_provider': {
    en: 'Deposits are not available: this server has no payment provider.',
    ru: 'Пополнение недоступно: на этом сервере нет платёжного провайдера.',
  },
  'http.payment_signature': {
    en: 'The payment provider signature is invalid or the callback is too old.',
    ru: 'Подпись платёжного провайдера неверна или уведомление устарело.',
  },
  'http.history_gone': {
    en: 'The event history does not reach back that far: reload what you show.',
    ru: 'История событий не хранится так долго: загрузите данные заново.',
  },
  'http.socket_id': { en: 'Invalid socket id.', ru: 'Неверный идентификатор соединения.' },
} as const;
