/** Why a domain operation refused: the HTTP layer maps each kind to a status once (`http/errors.ts`). */

export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A rule refused the operation; `errors` names the fields at fault (Laravel's `errors`). */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** An invalid field: the message is both the summary and the field's one error. */
export function invalidField(field: string, message: string): DomainError {
  return new DomainError('invalid', message, { [field]: [message] });
}

/** Something the operation needs does not exist (`what` is 'Payment', 'Game session' …). */
export function notFound(what: string): DomainError {
  return new DomainError('not_found', `${what} not found.`);
}
