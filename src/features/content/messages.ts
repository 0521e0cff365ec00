import { defineMessages } from '@/i18n/messages';

/** Strings of the FAQ and the legal pages. */
export const contentMessages = defineMessages({
  ru: {
    faqTitle: 'Вопросы и ответы',
    faqSubtitle: 'Ответы на частые вопросы игроков',
    faqEmpty: 'Вопросов пока нет',
    updated: 'Обновлено {date}',
    pageEmpty: 'Текст страницы пока не опубликован',
    notFound: 'Страница не найдена',
  },
  en: {
    faqTitle: 'Questions and answers',
    faqSubtitle: 'Answers to frequent player questions',
    faqEmpty: 'No questions yet',
    updated: 'Updated {date}',
    pageEmpty: 'The text of this page is not published yet',
    notFound: 'Page not found',
  },
});
