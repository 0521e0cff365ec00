/**
 * Content in other languages. The site's content is written in Russian (the source language); `translations` maps a
 * Russian text, exactly as stored, to its text in another language. Repositories answer in the request's language by
 * looking each stored text up here (a text without a row stays as it is). Filled with the English of the demo
 * content; a new content text gets its row the same way (docs/i18n.md).
 */

/** [Russian source, English] pairs of the demo content. */
const EN: [string, string][] = [
  // Tags
  ['Слоты', 'Slots'],
  ['Лайв-казино', 'Live casino'],
  ['Настольные', 'Table games'],
  ['Джекпот', 'Jackpot'],
  ['Фрукты', 'Fruits'],
  ['Египет', 'Egypt'],
  ['Приключения', 'Adventure'],
  ['Классика', 'Classics'],
  ['Покупка бонуса', 'Bonus buy'],
  ['Краш-игры', 'Crash games'],
  ['Азия', 'Asia'],

  // Loyalty levels and perks
  ['Новичок', 'Newcomer'],
  ['Бронза', 'Bronze'],
  ['Серебро', 'Silver'],
  ['Золото', 'Gold'],
  ['Платина', 'Platinum'],
  ['Еженедельные турниры', 'Weekly tournaments'],
  ['Кешбэк 3%', '3% cashback'],
  ['Бонус на день рождения', 'Birthday bonus'],
  ['Кешбэк 5%', '5% cashback'],
  ['Ускоренный вывод', 'Faster withdrawals'],
  ['Кешбэк 8%', '8% cashback'],
  ['Персональный менеджер', 'Personal account manager'],
  ['Кешбэк 12%', '12% cashback'],
  ['Эксклюзивные бонусы', 'Exclusive bonuses'],
  ['Приглашения на события', 'Invitations to events'],

  // FAQ
  ['Аккаунт', 'Account'],
  ['Бонусы', 'Bonuses'],
  ['Платежи', 'Payments'],
  ['Программа лояльности', 'Loyalty programme'],
  ['Ответственная игра', 'Responsible gaming'],
  ['Как зарегистрироваться?', 'How do I sign up?'],
  [
    'Нажмите «Регистрация», укажите e-mail, пароль и валюту счёта, затем подтвердите e-mail по ссылке из письма.',
    'Click “Sign up”, enter your e-mail, a password and the currency of your account, then confirm your e-mail with the link we send you.',
  ],
  ['Я не получил письмо с подтверждением', 'I did not receive the confirmation e-mail'],
  [
    'Проверьте папку «Спам». Отправить письмо повторно можно на странице подтверждения не чаще раза в минуту.',
    'Check your spam folder. You can have the e-mail sent again from the confirmation page, at most once a minute.',
  ],
  ['Как восстановить пароль?', 'How do I recover my password?'],
  [
    'На странице входа выберите «Забыли пароль?» и укажите e-mail — мы пришлём ссылку для сброса, она действует 60 минут.',
    'On the sign-in page choose “Forgot your password?” and enter your e-mail: we will send you a reset link that is valid for 60 minutes.',
  ],
  ['Можно ли войти через Telegram?', 'Can I sign in with Telegram?'],
  [
    'Да. Нажмите «Войти через Telegram» или откройте сайт из нашего бота — аккаунт будет привязан к вашему Telegram.',
    'Yes. Click “Sign in with Telegram” or open the site from our bot, and your account will be linked to your Telegram.',
  ],
  ['Что такое вейджер?', 'What is a wager requirement?'],
  [
    'Вейджер — это сумма ставок, которую нужно сделать, чтобы бонус стал реальными деньгами. ' +
      'Например, бонус 1 000 ₽ с вейджером x35 требует ставок на 35 000 ₽.',
    'The wager requirement is the total of bets you need to place before a bonus becomes real money. ' +
      'For example, a 1,000 ₽ bonus with a x35 wager requires 35,000 ₽ in bets.',
  ],
  ['Где посмотреть мои бонусы и фриспины?', 'Where can I see my bonuses and free spins?'],
  [
    'В разделах «Бонусы» и «Фриспины» личного кабинета: там видны активные предложения и прогресс отыгрыша.',
    'In the “Bonuses” and “Free spins” sections of your account: they show your active offers and your wagering progress.',
  ],
  ['Как быстро зачисляется депозит?', 'How fast is a deposit credited?'],
  [
    'Обычно мгновенно: баланс обновится сам, и вы увидите уведомление о зачислении.',
    'Usually at once: your balance updates by itself and you get a notification when the money arrives.',
  ],
  ['Как вывести выигрыш?', 'How do I withdraw my winnings?'],
  [
    'В профиле выберите «Вывод», укажите сумму и способ. Вывод доступен после подтверждения e-mail.',
    'In your profile choose “Withdraw”, then enter the amount and the method. Withdrawals are available once your e-mail is confirmed.',
  ],
  ['Какие валюты поддерживаются?', 'Which currencies are supported?'],
  ['RUB, USD, EUR, KZT, UAH, BYR, а также BTC и USDT.', 'RUB, USD, EUR, KZT, UAH and BYR, as well as BTC and USDT.'],
  ['Как начисляются очки лояльности?', 'How do I earn loyalty points?'],
  [
    'За каждую ставку начисляются очки; чем выше уровень, тем больше кешбэк и привилегии.',
    'Every bet earns points; the higher your level, the bigger your cashback and perks.',
  ],
  ['Как ограничить время игры?', 'How can I limit my playing time?'],
  [
    'Напишите в поддержку — мы установим лимиты депозитов или временно заблокируем аккаунт по вашему запросу.',
    'Write to support: we will set deposit limits or suspend your account for a while at your request.',
  ],

  // Legal and responsible-gaming pages
  ['Политика использования cookie', 'Cookie policy'],
  ['Что такое cookie', 'What cookies are'],
  [
    'Cookie — небольшие файлы, которые сайт сохраняет в вашем браузере, чтобы помнить вход и настройки.',
    'Cookies are small files the site stores in your browser to remember your sign-in and settings.',
  ],
  ['Какие cookie мы используем', 'Which cookies we use'],
  ['auth_token — хранит вход в аккаунт (до 360 дней).', 'auth_token keeps you signed in (for up to 360 days).'],
  [
    'login_as — используется службой поддержки при просмотре аккаунта по вашей просьбе.',
    'login_as is used by our support team when they look at your account at your request.',
  ],
  ['Как отключить cookie', 'How to turn cookies off'],
  [
    'Вы можете удалить cookie в настройках браузера; после этого потребуется войти заново.',
    'You can delete cookies in your browser settings; you will then need to sign in again.',
  ],
  ['Политика конфиденциальности', 'Privacy policy'],
  ['Какие данные мы собираем', 'What data we collect'],
  [
    'E-mail, валюту счёта, историю платежей и, если вы входите через Telegram, ваш идентификатор Telegram.',
    'Your e-mail, the currency of your account, your payment history and, if you sign in with Telegram, your Telegram ID.',
  ],
  ['Зачем', 'Why'],
  [
    'Чтобы вести ваш счёт, начислять бонусы и присылать уведомления.',
    'To run your account, credit your bonuses and send you notifications.',
  ],
  ['Ваши права', 'Your rights'],
  [
    'Вы можете запросить копию данных или их удаление, написав в поддержку.',
    'You can ask for a copy of your data or for its deletion by writing to support.',
  ],
  ['Правила и условия', 'Terms and conditions'],
  ['Общие положения', 'General'],
  ['Пользоваться сайтом могут только совершеннолетние пользователи.', 'Only adults may use the site.'],
  ['Счёт', 'Account'],
  [
    'У каждого игрока один счёт в одной валюте. Валюту выбирают при регистрации.',
    'Each player has one account in one currency. The currency is chosen at sign-up.',
  ],
  [
    'Бонусные средства становятся реальными после выполнения условий отыгрыша (вейджера).',
    'Bonus money becomes real money once its wagering requirement has been met.',
  ],
  ['Играйте ради удовольствия', 'Play for fun'],
  [
    'Игра — это развлечение, а не способ заработка. Ставьте только те суммы, которые готовы потерять.',
    'Gaming is entertainment, not a way to earn money. Only bet amounts you are prepared to lose.',
  ],
  ['Инструменты контроля', 'Tools to stay in control'],
  ['Лимиты депозитов.', 'Deposit limits.'],
  ['Самоисключение на срок от 24 часов до 5 лет.', 'Self-exclusion for anything from 24 hours to 5 years.'],
  ['Лимиты депозитов и проигрышей на день, неделю и месяц.', 'Deposit and loss limits per day, week and month.'],
  ['Перерыв в игре на 24 часа, 7, 30 или 42 дня.', 'A time-out from play for 24 hours, or 7, 30 or 42 days.'],
  ['Самоисключение на 6 месяцев, 1 год или 5 лет.', 'Self-exclusion for 6 months, 1 year or 5 years.'],
  ['Лицензионное соглашение', 'Licence agreement'],
  ['Предмет соглашения', 'Subject of the agreement'],
  [
    'Соглашение регулирует использование мини-приложения и сайта.',
    'This agreement governs the use of the mini app and the site.',
  ],
  ['Ограничения', 'Restrictions'],
  [
    'Запрещено копировать, изменять или распространять программное обеспечение сайта.',
    'Copying, modifying or distributing the site’s software is prohibited.',
  ],

  // Promotions
  ['Приветственный пакет', 'Welcome pack'],
  ['100% к первому депозиту и 100 фриспинов', '100% on your first deposit and 100 free spins'],
  ['Новым игрокам', 'New players'],
  ['Бонус выходного дня', 'Weekend bonus'],
  ['50% к депозиту каждую пятницу', '50% on your deposit every Friday'],
  ['Каждую неделю', 'Every week'],
  ['Кешбэк по понедельникам', 'Monday cashback'],
  ['До 12% проигрыша за неделю возвращаем деньгами', 'Up to 12% of your weekly losses back in cash'],
  ['Бонус за Telegram', 'Telegram bonus'],
  ['25 фриспинов за привязку Telegram', '25 free spins for linking Telegram'],
  ['Приведи друга', 'Refer a friend'],
  ['500 ₽ за каждого друга, сделавшего депозит', '500 ₽ for every friend who makes a deposit'],
  [
    '100% к первому депозиту и 100 фриспинов. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».',
    '100% on your first deposit and 100 free spins. Terms: x35 wager, valid for 14 days. Details are in “Terms and conditions”.',
  ],
  [
    '50% к депозиту каждую пятницу. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».',
    '50% on your deposit every Friday. Terms: x35 wager, valid for 14 days. Details are in “Terms and conditions”.',
  ],
  [
    'До 12% проигрыша за неделю возвращаем деньгами. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».',
    'Up to 12% of your weekly losses back in cash. Terms: x35 wager, valid for 14 days. Details are in “Terms and conditions”.',
  ],
  [
    '25 фриспинов за привязку Telegram. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».',
    '25 free spins for linking Telegram. Terms: x35 wager, valid for 14 days. Details are in “Terms and conditions”.',
  ],
  [
    '500 ₽ за каждого друга, сделавшего депозит. Условия: вейджер x35, срок действия 14 дней. Подробности — в разделе «Правила и условия».',
    '500 ₽ for every friend who makes a deposit. Terms: x35 wager, valid for 14 days. Details are in “Terms and conditions”.',
  ],

  // Site counters
  ['Игроков онлайн', 'Players online'],
  ['Игр', 'Games'],
  ['Выплат сегодня', 'Payouts today'],
  ['Турниров идёт', 'Tournaments running'],

  // Boosts
  ['x2 очки лояльности', 'x2 loyalty points'],
  ['Двойные очки за ставки в слотах Golden Lynx', 'Double points for bets on Golden Lynx slots'],
  ['x1.5 кешбэк', 'x1.5 cashback'],
  ['Повышенный кешбэк на лайв-игры до конца недели', 'Higher cashback on live games until the end of the week'],
  ['x3 турнирные очки', 'x3 tournament points'],
  ['Тройные очки в турнире «Весенний спринт»', 'Triple points in the “Spring Sprint” tournament'],

  // Tournaments
  ['Весенний спринт', 'Spring Sprint'],
  ['Набирайте очки за выигрыши в слотах Golden Lynx.', 'Score points for your wins on Golden Lynx slots.'],
  ['Лайв-марафон', 'Live Marathon'],
  ['Лучшие серии побед в лайв-играх.', 'The best winning streaks in live games.'],
  ['Зимний кубок', 'Winter Cup'],
  ['Турнир завершён — поздравляем победителей!', 'The tournament is over: congratulations to the winners!'],
  ['Турнир для игроков с криптовалютными счетами.', 'A tournament for players with cryptocurrency accounts.'],

  // Bonuses and rewards
  ['Приветственный бонус 100%', '100% welcome bonus'],
  ['Кешбэк-бонус', 'Cashback bonus'],
  ['Бонус на депозит 50%', '50% deposit bonus'],
  ['Бонус на депозит 100%', '100% deposit bonus'],
  ['Приз турнира «Весенний спринт»', '“Spring Sprint” tournament prize'],

  // Notifications kept as written (system messages)
  ['Добро пожаловать!', 'Welcome!'],
  [
    'Спасибо за регистрацию. Подтвердите e-mail, чтобы выводить выигрыши.',
    'Thank you for signing up. Confirm your e-mail to withdraw your winnings.',
  ],
  ['Лимит ответственной игры', 'Responsible gaming limit'],
  ['Денежный приз', 'Cash prize'],
];

const quote = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export const up = `
CREATE TABLE translations (
  locale TEXT NOT NULL,
  source TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (locale, source)
);
INSERT INTO translations (locale, source, value) VALUES
${EN.map(([ru, en]) => `  ('en', ${quote(ru)}, ${quote(en)})`).join(',\n')};
`;
