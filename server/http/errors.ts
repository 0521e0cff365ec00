/** Laravel-shaped errors `{ message, errors? }` for everything the API answers: domain refusals and fastify's own errors included. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { parseMoney } from '../lib/money';
import { isBusyError } from '../db/connection';

/** Seconds a client is told to wait (Retry-After) when the database stayed locked by another writer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** An error that becomes an HTTP answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 422 with one message per field (Laravel's "first (and N more errors)" summary). */
export function validationError(errors: Record<string, string[]>): HttpError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new HttpError(422, message, errors);
}

/** Reads a decimal money field with the currency's `decimals`: 422 when more precise, or (`positive`) not above zero. */
export function moneyField(value: string, decimals: number, field: string, { positive }: { positive: boolean }): number {
  const minor = parseMoney(value, decimals);
  if (minor === null) throw validationError({ [field]: [`The ${field} field must have at most ${decimals} decimal places.`] });
  if (positive && minor <= 0) throw validationError({ [field]: [`The ${field} field must be greater than 0.`] });
  return minor;
}

export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not Found.'): HttpError => new HttpError(404, message);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const human = (field: string): string => field.replace(/_/g, ' ');

/** Turns ajv errors into Laravel per-field messages written for people. */
export function ajvToLaravel(errors: AjvError[], part: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string): void => {
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const e of errors) {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required') {
      const f = path ? `${path}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
      add(f, `The ${human(f)} field is required.`);
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const f = path ? `${path}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
      add(f, `The ${human(f)} field is not allowed.`);
      continue;
    }
    const field = path || (part === 'body' ? 'body' : part);
    const name = human(field);
    switch (e.keyword) {
      case 'type': {
        const t = String(e.params.type);
        if (field === 'body') add(field, 'The request body must be a JSON object.');
        else if (t.includes('integer')) add(field, `The ${name} field must be an integer.`);
        else if (t.includes('number')) add(field, `The ${name} field must be a number.`);
        else if (t.includes('boolean')) add(field, `The ${name} field must be true or false.`);
        else if (t.includes('object')) add(field, `The ${name} field must be an object.`);
        else if (t.includes('array')) add(field, `The ${name} field must be a list.`);
        else add(field, `The ${name} field must be a string.`);
        break;
      }
      case 'format':
        add(field, e.params.format === 'email' ? `The ${name} field must be a valid email address.` : `The ${name} field format is invalid.`);
        break;
      case 'minLength':
        add(field, Number(e.params.limit) <= 1 ? `The ${name} field is required.` : `The ${name} field must be at least ${String(e.params.limit)} characters.`);
        break;
      case 'maxLength':
        add(field, `The ${name} field must not be greater than ${String(e.params.limit)} characters.`);
        break;
      case 'minimum':
        add(field, `The ${name} field must be at least ${String(e.params.limit)}.`);
        break;
      case 'maximum':
        add(field, `The ${name} field must not be greater than ${String(e.params.limit)}.`);
        break;
      case 'enum':
        add(field, `The selected ${name} is invalid.`);
        break;
      case 'pattern':
        add(field, `The ${name} field format is invalid.`);
        break;
      case 'minProperties':
        add(field, 'At least one field must be given.');
        break;
      default:
        add(field, `The ${name} field is invalid.`);
    }
  }
  return out;
}

/** The status of each kind of domain refusal: the one place a rule's "no" becomes HTTP. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = { invalid: 422, unauthenticated: 401, forbidden: 403, not_found: 404, conflict: 409 };

/** The HTTP status of a domain refusal (for the pages that answer it as HTML). */
export function domainErrorStatus(error: DomainError): number {
  return DOMAIN_STATUS[error.kind];
}

/** The fastify error handler: every error leaves in the Laravel shape. */
export function errorHandler(error: FastifyError | HttpError | DomainError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    void reply.status(error.status).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.extra ?? {}) });
    return;
  }
  if (error instanceof DomainError) {
    void reply.status(DOMAIN_STATUS[error.kind]).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    return;
  }
  if (isBusyError(error)) {
    // Another connection held the write lock past the busy timeout: nothing was written, a retry will do.
    request.log.warn({ code: (error as { code?: string }).code }, 'database busy');
    void reply.status(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send({ message: 'The service is busy. Please try again in a moment.' });
    return;
  }
  const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe.validation) {
    const e = validationError(ajvToLaravel(fe.validation, fe.validationContext ?? 'body'));
    void reply.status(422).send({ message: e.message, errors: e.errors });
    return;
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      void reply.status(413).send({ message: 'The request body is too large (limit 1 MB).' });
      return;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      void reply.status(415).send({ message: 'Unsupported content type: send JSON.' });
      return;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      void reply.status(400).send({ message: 'The request body is not valid JSON.' });
      return;
    default:
      break;
  }
  if (error instanceof SyntaxError || fe.statusCode === 400) {
    void reply.status(400).send({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    void reply.status(fe.statusCode).send({ message: fe.message });
    return;
  }
  request.log.error({ err: { message: error.message, stack: error.stack } }, 'unhandled error');
  void reply.status(500).send({ message: 'Server Error' });
}
