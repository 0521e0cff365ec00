import type { Locale } from './locale';

/** How a request field is named in a sentence; unnamed fields are written with spaces for underscores. */
export const ATTRIBUTES: Record<Locale, Record<string, string>> = {
  ru: {
    email: 'e-mail',
    password: 'пароль',
    password_confirmation: 'подтверждение пароля',
    current_password: 'текущий пароль',
    currency: 'валюта',
    referral_code: 'реферальный код',
    name: 'имя',
    locale: 'язык',
    amount: 'сумма',
    stake: 'ставка',
    method: 'способ вывода',
    details: 'реквизиты',
    token: 'токен',
    months: 'срок',
    minutes: 'минуты',
    duration: 'длительность',
    type: 'тип',
    period: 'период',
    page: 'страница',
    per_page: 'размер страницы',
    search: 'поиск',
    sort: 'сортировка',
    dataString: 'данные Telegram',
    hash: 'подпись',
    user: 'пользователь',
    app: 'приложение',
    description: 'описание',
    telegram: 'Telegram',
    status: 'статус',
    uuid: 'идентификатор',
    expires: 'срок действия',
    body: 'тело запроса',
    terms: 'условия использования',
    adult: 'подтверждение возраста 18+',
  },
  en: {},
};

/** Validation messages (Laravel's wording in English) and the names of the fields they name, in both languages (part of the catalogue). */
export const VALIDATION_MESSAGES = {
  // Validation (Laravel's wording in English).
  'validation.required': { en: 'The {attribute} field is required.', ru: 'Поле «{attribute}» обязательно.' },
  'validation.required_with': {
    en: 'The {attribute} field is required when {other} is present.',
    ru: 'Поле «{attribute}» обязательно, когда указано «{other}».',
  },
  'validation.not_allowed': { en: 'The {attribute} field is not allowed.', ru: 'Поле «{attribute}» не допускается.' },
  'validation.body_object': {
    en: 'The request body must be a JSON object.',
    ru: 'Тело запроса должно быть объектом JSON.',
  },
  'validation.integer': {
    en: 'The {attribute} field must be an integer.',
    ru: 'Поле «{attribute}» должно быть целым числом.',
  },
  'validation.number': { en: 'The {attribute} field must be a number.', ru: 'Поле «{attribute}» должно быть числом.' },
  'validation.boolean': {
    en: 'The {attribute} field must be true or false.',
    ru: 'Поле «{attribute}» должно быть true или false.',
  },
  'validation.object': {
    en: 'The {attribute} field must be an object.',
    ru: 'Поле «{attribute}» должно быть объектом.',
  },
  'validation.list': { en: 'The {attribute} field must be a list.', ru: 'Поле «{attribute}» должно быть списком.' },
  'validation.string': { en: 'The {attribute} field must be a string.', ru: 'Поле «{attribute}» должно быть строкой.' },
  'validation.email': {
    en: 'The {attribute} field must be a valid email address.',
    ru: 'Поле «{attribute}» должно быть действительным адресом электронной почты.',
  },
  'validation.format': {
    en: 'The {attribute} field format is invalid.',
    ru: 'Поле «{attribute}» имеет неверный формат.',
  },
  'validation.min_length': {
    en: 'The {attribute} field must be at least {min} characters.',
    ru: 'Поле «{attribute}» должно содержать минимум {min#characters}.',
  },
  'validation.max_length': {
    en: 'The {attribute} field must not be greater than {max} characters.',
    ru: 'Поле «{attribute}» должно содержать максимум {max#characters}.',
  },
  'validation.min': {
    en: 'The {attribute} field must be at least {min}.',
    ru: 'Значение поля «{attribute}» должно быть не меньше {min}.',
  },
  'validation.max': {
    en: 'The {attribute} field must not be greater than {max}.',
    ru: 'Значение поля «{attribute}» должно быть не больше {max}.',
  },
  'validation.enum': {
    en: 'The selected {attribute} is invalid.',
    ru: 'Выбранное значение поля «{attribute}» недопустимо.',
  },
  'validation.min_properties': { en: 'At least one field must be given.', ru: 'Укажите хотя бы одно поле.' },
  'validation.invalid': { en: 'The {attribute} field is invalid.', ru: 'Поле «{attribute}» заполнено неверно.' },
  'validation.decimals': {
    en: 'The {attribute} field must have at most {decimals#decimalPlaces}.',
    ru: 'В поле «{attribute}» допускается максимум {decimals#decimalPlaces} после запятой.',
  },
  'validation.positive': {
    en: 'The {attribute} field must be greater than 0.',
    ru: 'Значение поля «{attribute}» должно быть больше 0.',
  },
  'validation.confirmed': {
    en: 'The {attribute} field confirmation does not match.',
    ru: 'Поле «{attribute}» не совпадает с подтверждением.',
  },
  'validation.accepted': {
    en: 'The {attribute} field must be accepted.',
    ru: 'Поле «{attribute}» должно быть принято.',
  },
  'validation.taken': { en: 'The {attribute} has already been taken.', ru: 'Такой {attribute} уже зарегистрирован.' },
  'validation.given_data': { en: 'The given data was invalid.', ru: 'Переданы неверные данные.' },
  'validation.summary': { en: '{first} (and {more#errors})', ru: '{first} (и ещё {more#errors})' },
} as const;
