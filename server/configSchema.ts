/**
 * Every environment variable the contract server reads, as one JSON schema checked with ajv at start. A value the
 * schema refuses stops the start with one line naming the variable and what it should be (`ConfigurationError`).
 * The README's Configuration table lists the same variables (test/server/configSchema.test.ts holds them together).
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { Mode } from './config';

/** A configuration the server refuses to start with: one line per problem, each naming its variable. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start:\n${problems.join('\n')}`);
  }
}

/** The modes APP_ENV may name. */
export const MODES: readonly Mode[] = ['development', 'production', 'test'];

const PORT = {
  type: 'integer',
  minimum: 0,
  maximum: 65535,
  'x-problem': 'is not a port: give a whole number from 0 to 65535',
} as const;
const FLAG = {
  type: 'string',
  pattern: '^(1|0|[Tt]rue|[Ff]alse|TRUE|FALSE|[Yy]es|[Nn]o|[Oo]n|[Oo]ff)$',
  'x-problem': 'is not a yes/no value: use true or false',
} as const;
const TEXT = { type: 'string' } as const;
const COUNT = { type: 'integer', minimum: 1, 'x-problem': 'is not a count: give a whole number of 1 or more' } as const;
const URL_PROBLEM = 'is not an absolute URL';
/** One proxy of TRUST_PROXY's list: an address, a network, or one of proxy-addr's names for a range. */
const PROXY_ADDRESS = '\\s*([0-9a-fA-F.:]+(/\\d{1,3})?|loopback|linklocal|uniquelocal)\\s*';

/** The schema: one property per variable; `x-problem` is what the refusal says after `NAME="value"`. */
export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    APP_ENV: {
      type: 'string',
      enum: MODES,
      'x-problem': `is not a mode: set it to one of ${MODES.join(', ')} (unset means development)`,
    },
    API_PORT: PORT,
    PORT,
    HOST: TEXT,
    REALTIME_PORT: PORT,
    REALTIME_PUBLISH_HOST: TEXT,
    DATA_DIR: TEXT,
    KYC_DIR: TEXT,
    SPA_URL: {
      type: 'string',
      pattern: '^https?://[^/\\s]+',
      'x-problem': `${URL_PROBLEM}: give the SPA's address, e.g. https://games.example.com`,
    },
    CORS_ORIGIN: TEXT,
    TELEGRAM_BOT_TOKEN: TEXT,
    APP_KEY: TEXT,
    TWO_FACTOR_KEY: TEXT,
    PAYMENT_PROVIDER_SECRET: TEXT,
    REVERB_APP_ID: TEXT,
    REVERB_APP_KEY: TEXT,
    REVERB_APP_SECRET: TEXT,
    REALTIME_MAX_PRESENCE_MEMBERS: COUNT,
    REALTIME_MAX_CONNECTIONS: COUNT,
    REALTIME_MAX_CONNECTIONS_PER_IP: COUNT,
    REDIS_URL: {
      type: 'string',
      pattern: '^rediss?://',
      'x-problem': 'is not a Redis URL: redis://host:6379 or rediss://…',
    },
    SEED_DEMO_ACCOUNTS: FLAG,
    SEED_DEMO_ADMIN: FLAG,
    DEV_ROUTES: FLAG,
    TRUST_PROXY: {
      type: 'string',
      pattern: `^([Tt]rue|[Ff]alse|\\d+|${PROXY_ADDRESS}(,${PROXY_ADDRESS})*)$`,
      'x-problem': 'is not understood: use false, true, a hop count (1) or proxy addresses (10.0.0.1,10.0.0.0/8)',
    },
    PUBLIC_API_URL: {
      type: 'string',
      pattern: '^\\s*https?://[^/\\s]+',
      'x-problem': `${URL_PROBLEM} of http(s): give the API base URL as browsers reach it, e.g. https://api.example.com/api`,
    },
    SMTP_URL: {
      type: 'string',
      pattern: '^smtps?://',
      'x-problem': 'is not an SMTP URL: smtp://user:password@mail.example.com:587 or smtps://…:465',
    },
    MAIL_FROM: { type: 'string', pattern: '@', 'x-problem': 'is not a sender address: Games <no-reply@example.com>' },
    BLOCKED_COUNTRIES: {
      type: 'string',
      pattern: '^\\s*[A-Za-z]{2}(\\s*,\\s*[A-Za-z]{2})*\\s*$',
      'x-problem': 'is not a list of country codes: give two-letter ISO codes separated by commas, e.g. US,FR',
    },
    COUNTRY_HEADER: {
      type: 'string',
      pattern: '^\\s*[A-Za-z0-9-]+\\s*$',
      'x-problem': 'is not a header name: e.g. CF-IPCountry',
    },
    TOKEN_IDLE_DAYS: {
      type: 'number',
      exclusiveMinimum: 0,
      'x-problem': 'is not a number of days: give a number above 0, e.g. 30',
    },
    TOKEN_MAX_DAYS: {
      type: 'number',
      exclusiveMinimum: 0,
      'x-problem': 'is not a number of days: give a number above 0, e.g. 90',
    },
  },
} as const;

export type EnvVariable = keyof typeof ENV_SCHEMA.properties;

/** The checked environment: numbers as numbers, the rest as given; empty values count as unset. */
export interface CheckedEnv {
  APP_ENV?: Mode;
  API_PORT?: number;
  PORT?: number;
  REALTIME_PORT?: number;
  REALTIME_MAX_PRESENCE_MEMBERS?: number;
  REALTIME_MAX_CONNECTIONS?: number;
  REALTIME_MAX_CONNECTIONS_PER_IP?: number;
  TOKEN_IDLE_DAYS?: number;
  TOKEN_MAX_DAYS?: number;
  [name: string]: string | number | undefined;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, strict: false });
const validate = ajv.compile<CheckedEnv>(ENV_SCHEMA);

function problem(error: ErrorObject, raw: NodeJS.ProcessEnv): string {
  const name = error.instancePath.replace(/^\//, '') as EnvVariable;
  const spec = ENV_SCHEMA.properties[name] as { 'x-problem'?: string };
  return `${name}="${raw[name] ?? ''}" ${spec['x-problem'] ?? error.message ?? 'is not valid'}.`;
}

/** Checks the variables of the schema in `env`; throws ConfigurationError with one line per bad variable. */
export function checkEnvironment(env: NodeJS.ProcessEnv): CheckedEnv {
  const values: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') values[name] = name === 'APP_ENV' ? value.trim() : value;
  }
  if (validate(values)) return values;
  const byVariable = new Map<string, string>();
  for (const error of validate.errors ?? [])
    if (!byVariable.has(error.instancePath)) byVariable.set(error.instancePath, problem(error, env));
  throw new ConfigurationError([...byVariable.values()]);
}

/** A yes/no variable the schema accepted. */
export const flag = (v: string | number | undefined): boolean =>
  v !== undefined && /^(1|true|yes|on)$/i.test(String(v).trim());

/** TRUST_PROXY as Fastify's trustProxy: false, true, a hop count, or proxy addresses/CIDRs. */
export function trustProxyValue(value: string | number | undefined): boolean | number | string[] {
  const v = String(value ?? '').trim();
  if (v === '' || /^false$/i.test(v)) return false;
  if (/^true$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** BLOCKED_COUNTRIES as upper-case ISO codes (empty: every country is served). */
export function countryListValue(value: string | number | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/** PUBLIC_API_URL without a trailing slash (or undefined). */
export function publicApiUrlValue(value: string | number | undefined): string | undefined {
  if (value === undefined || String(value).trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(String(value).trim());
  } catch {
    throw new ConfigurationError([`PUBLIC_API_URL="${value}" ${ENV_SCHEMA.properties.PUBLIC_API_URL['x-problem']}.`]);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
