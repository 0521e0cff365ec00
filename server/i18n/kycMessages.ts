/** The server's sentences about verification (docs/kyc.md), in both languages (part of the catalogue). */
export const KYC_MESSAGES = {
  'kyc.kind_invalid': {
    en: 'Choose identity, address or payment method.',
    ru: 'Выберите: личность, адрес или способ оплаты.',
  },
  'kyc.files_required': { en: 'Attach at least one file.', ru: 'Приложите хотя бы один файл.' },
  'kyc.file_type': {
    en: '“{name}” is not a JPEG, PNG or PDF file.',
    ru: '«{name}» — не файл JPEG, PNG или PDF.',
  },
  'kyc.file_size': {
    en: '“{name}” is larger than {size} MB.',
    ru: '«{name}» больше {size} МБ.',
  },
  'kyc.too_many': {
    en: 'A document takes at most {max} files; {left} more can be added.',
    ru: 'К документу можно приложить не больше {max} файлов; ещё можно добавить: {left}.',
  },
  'kyc.already_approved': {
    en: 'This document is already approved.',
    ru: 'Этот документ уже одобрен.',
  },
  'kyc.not_pending': {
    en: 'This document is not waiting for review.',
    ru: 'Этот документ не ждёт проверки.',
  },
  'kyc.not_found': { en: 'No documents of this kind.', ru: 'Документов этого вида нет.' },
  'kyc.upload_unreadable': {
    en: 'The upload could not be read. Try again.',
    ru: 'Не удалось прочитать загрузку. Попробуйте ещё раз.',
  },
  'kyc.file_not_found': { en: 'File not found.', ru: 'Файл не найден.' },
  'kyc.withdrawal_needs_verification': {
    en: 'Without verification you can withdraw up to {limit} in total ({left} left). Verify your identity and address to withdraw more.',
    ru: 'Без проверки можно вывести не больше {limit} всего (осталось {left}). Подтвердите личность и адрес, чтобы вывести больше.',
  },
  'kyc.kind.identity': { en: 'Identity document', ru: 'Документ, удостоверяющий личность' },
  'kyc.kind.address': { en: 'Proof of address', ru: 'Подтверждение адреса' },
  'kyc.kind.payment_method': { en: 'Payment method', ru: 'Способ оплаты' },
  'notification.KycDecided.title': { en: 'Account verification', ru: 'Проверка аккаунта' },
  'notification.KycDecided.approved': { en: '{kind}: approved.', ru: '{kind}: одобрено.' },
  'notification.KycDecided.rejected': {
    en: '{kind}: rejected. Reason: {reason} Upload a new file on the verification page.',
    ru: '{kind}: отклонено. Причина: {reason} Загрузите новый файл на странице проверки.',
  },
} as const;
