import { defineMessages } from '@/i18n/messages';

/** Strings of the referral link page. */
export const referralMessages = defineMessages({
  ru: {
    title: 'Приглашение',
    checking: 'Проверяем приглашение…',
    valid: 'Вас пригласили! Код {code} будет указан при регистрации.',
    invalid: 'Код приглашения «{code}» не найден. Вы можете зарегистрироваться и без него.',
    signedIn: 'Вы уже вошли в аккаунт — приглашение нужно только новым игрокам.',
    signUp: 'Зарегистрироваться',
    home: 'На главную',
    failed: 'Не удалось проверить приглашение.',
  },
  en: {
    title: 'Invitation',
    checking: 'Checking the invitation…',
    valid: 'You have been invited! The code {code} will be filled in when you sign up.',
    invalid: 'The invitation code "{code}" was not found. You can sign up without it.',
    signedIn: 'You are already signed in: invitations are for new players only.',
    signUp: 'Sign up',
    home: 'Go to the home page',
    failed: 'Could not check the invitation.',
  },
});
