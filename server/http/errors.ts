/** Laravel-shaped errors `{ message, errors? }` for everything the API answers: domain refusals and fastify's own errors included. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { parseMoney } from '../lib/money';
import { isBusyError } from '../db/connection';
import { DEFAULT_LOCALE, renderText, text, type Locale, type Message } from '../i18n';

/** Seconds a client is told to wait (Retry-After) when the database stayed locked by another writer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** An error that becomes an HTTP answer; its sentences are rendered in the request's language. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: Message,
    readonly errors?: Record<string, Message[]>,
    readonly extra?: Record<string, unknown>,
    /** response headers sent with the error (a 429's Retry-After) */
    readonly headers?: Record<string, string>,
  ) {
    super(String(text));
  }
}

/** Per-field messages in `locale`. */
export function renderErrors(locale: Locale, errors: Record<string, Message[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => renderText(locale, m))]),
  );
}

/** 422 with one message per field (Laravel's "first (and N more errors)" summary). */
export function validationError(errors: Record<string, Message[]>): HttpError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? text('validation.given_data');
  const more = all.length - 1;
  return new HttpError(422, more > 0 ? text('validation.summary', { first, more }) : first, errors);
}

/** Reads a decimal money field with the currency's `decimals`: 422 when more precise, or (`positive`) not above zero. */
export function moneyField(
  value: string,
  decimals: number,
  field: string,
  { positive }: { positive: boolean },
): number {
  const minor = parseMoney(value, decimals);
  if (minor === null) throw validationError({ [field]: [text('validation.decimals', { attribute: field, decimals })] });
  if (positive && minor <= 0) throw validationError({ [field]: [text('validation.positive', { attribute: field })] });
  return minor;
}

export const unauthenticated = (): HttpError => new HttpError(401, text('http.unauthenticated'));
export const forbidden = (message: Message = text('http.forbidden')): HttpError => new HttpError(403, message);
export const notFound = (message: Message = text('http.not_found')): HttpError => new HttpError(404, message);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Turns ajv errors into Laravel per-field messages written for people (sentences of the catalogue). */
export function ajvToLaravel(errors: AjvError[], part: string): Record<string, Message[]> {
  const out: Record<string, Message[]> = {};
  const add = (field: string, message: Message): void => {
    const list = (out[field] ??= []);
    if (!list.some((m) => String(m) === String(message))) list.push(message);
  };
  for (const e of errors) {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required') {
      const f = path ? `${path}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
      add(f, text('validation.required', { attribute: f }));
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const f = path ? `${path}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
      add(f, text('validation.not_allowed', { attribute: f }));
      continue;
    }
    const field = path || (part === 'body' ? 'body' : part);
    switch (e.keyword) {
      case 'type': {
        const t = String(e.params.type);
        if (field === 'body') add(field, text('validation.body_object'));
        else if (t.includes('integer')) add(field, text('validation.integer', { attribute: field }));
        else if (t.includes('number')) add(field, text('validation.number', { attribute: field }));
        else if (t.includes('boolean')) add(field, text('validation.boolean', { attribute: field }));
        else if (t.includes('object')) add(field, text('validation.object', { attribute: field }));
        else if (t.includes('array')) add(field, text('validation.list', { attribute: field }));
        else add(field, text('validation.string', { attribute: field }));
        break;
      }
      case 'format':
        add(field, text(e.params.format === 'email' ? 'validation.email' : 'validation.format', { attribute: field }));
        break;
      case 'minLength':
        add(
          field,
          Number(e.params.limit) <= 1
            ? text('validation.required', { attribute: field })
            : text('validation.min_length', { attribute: field, min: Number(e.params.limit) }),
        );
        break;
      case 'maxLength':
        add(field, text('validation.max_length', { attribute: field, max: Number(e.params.limit) }));
        break;
      case 'minimum':
        add(field, text('validation.min', { attribute: field, min: String(e.params.limit) }));
        break;
      case 'maximum':
        add(field, text('validation.max', { attribute: field, max: String(e.params.limit) }));
        break;
      case 'enum':
        add(field, text('validation.enum', { attribute: field }));
        break;
      case 'pattern':
        add(field, text('validation.format', { attribute: field }));
        break;
      case 'minProperties':
        add(field, text('validation.min_properties'));
        break;
      default:
        add(field, text('validation.invalid', { attribute: field }));
    }
  }
  return out;
}

/** The status of each kind of domain refusal: the one place a rule's "no" becomes HTTP. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** The HTTP status of a domain refusal (for the pages that answer it as HTML). */
export function domainErrorStatus(error: DomainError): number {
  return DOMAIN_STATUS[error.kind];
}

/** The language of a request (set by the app's first hook; the default when the error came before it). */
function localeOf(request: FastifyRequest): Locale {
  return (request as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
}

/** The fastify error handler: every error leaves in the Laravel shape, in the request's language. */
export function errorHandler(
  error: FastifyError | HttpError | DomainError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = localeOf(request);
  const say = (message: Message): string => renderText(locale, message);
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    void reply.status(error.status).send({
      message: say(error.text),
      ...(error.errors ? { errors: renderErrors(locale, error.errors) } : {}),
      ...(error.extra ?? {}),
    });
    return;
  }
  if (error instanceof DomainError) {
    void reply
      .status(DOMAIN_STATUS[error.kind])
      .send({ message: say(error.text), ...(error.errors ? { errors: renderErrors(locale, error.errors) } : {}) });
    return;
  }
  if (isBusyError(error)) {
    // Another connection held the write lock past the busy timeout: nothing was written, a retry will do.
    request.log.warn({ code: (error as { code?: string }).code }, 'database busy');
    void reply
      .status(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ message: say(text('http.busy')) });
    return;
  }
  const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe.validation) {
    const e = validationError(ajvToLaravel(fe.validation, fe.validationContext ?? 'body'));
    void reply.status(422).send({ message: say(e.text), errors: renderErrors(locale, e.errors ?? {}) });
    return;
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      void reply.status(413).send({ message: say(text('http.body_too_large')) });
      return;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      void reply.status(415).send({ message: say(text('http.media_type')) });
      return;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      void reply.status(400).send({ message: say(text('http.invalid_json')) });
      return;
    default:
      break;
  }
  if (error instanceof SyntaxError || fe.statusCode === 400) {
    void reply.status(400).send({ message: say(text('http.invalid_json')) });
    return;
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    void reply.status(fe.statusCode).send({ message: fe.message });
    return;
  }
  request.log.error({ err: { message: error.message, stack: error.stack } }, 'unhandled error');
  void reply.status(500).send({ message: say(text('http.server_error')) });
}
