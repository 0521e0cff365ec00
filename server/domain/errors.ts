/** Why a domain operation refused: the HTTP layer maps each kind to a status once (`http/errors.ts`). */
import { text, type Message, type MessageKey } from '../i18n';

export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A rule refused the operation; `errors` names the fields at fault (Laravel's `errors`). Sentences render in the reader's language. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly text: Message,
    readonly errors?: Record<string, Message[]>,
  ) {
    super(String(text));
    this.name = 'DomainError';
  }
}

/** An invalid field: the message is both the summary and the field's one error. */
export function invalidField(field: string, message: Message): DomainError {
  return new DomainError('invalid', message, { [field]: [message] });
}

/** The things a refusal can say were not found (each has its sentence in the catalogue). */
export type MissingThing =
  | 'Game'
  | 'Game session'
  | 'Bonus'
  | 'Payment'
  | 'Withdrawal'
  | 'User'
  | 'Notification'
  | 'Tournament'
  | 'Page'
  | 'Games'
  | 'Bug report'
  | 'Jackpot';

/** Something the operation needs does not exist ("Game not found."). */
export function notFound(what: MissingThing): DomainError {
  return new DomainError('not_found', text(`not_found.${what}` as MessageKey));
}
