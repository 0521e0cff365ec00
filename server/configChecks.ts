/**
 * What the contract server refuses to start with (development secrets in production, a public address on guesses)
 * and what it warns about: one line per setting, as the refusal prints them.
 */
import { DEV_PAYMENT_PROVIDER_SECRET } from './domain/paymentProvider';
import { DEV_TWO_FACTOR_KEY } from './domain/twoFactor';
import { DEFAULT_SPA_URL, DEV_REALTIME_SECRET, DEV_TELEGRAM_BOT_TOKEN, type ResolvedConfig } from './config';

/** A secret the operator must provide in production: its variable, what it does, how to make one. */
interface RequiredSecret {
  variable: keyof ResolvedConfig['givenSecrets'];
  developmentValues: string[];
  purpose: string;
  howTo: string;
  minLength: number;
}

const RANDOM = 'make one with `openssl rand -hex 32`';

/** The secrets production refuses to run without, as the refusal names them. */
const REQUIRED_SECRETS: RequiredSecret[] = [
  {
    variable: 'REVERB_APP_SECRET',
    developmentValues: [DEV_REALTIME_SECRET],
    purpose: 'signs private and presence channel subscriptions and the realtime HTTP API',
    howTo: RANDOM,
    minLength: 16,
  },
  {
    variable: 'TELEGRAM_BOT_TOKEN',
    developmentValues: [DEV_TELEGRAM_BOT_TOKEN],
    purpose: 'verifies Telegram sign-in data',
    howTo: 'use the token @BotFather gave your bot (123456789:AA…)',
    minLength: 1,
  },
  {
    variable: 'PAYMENT_PROVIDER_SECRET',
    developmentValues: [DEV_PAYMENT_PROVIDER_SECRET],
    purpose: "verifies the payment provider's callbacks",
    howTo: `${RANDOM} and give the same value to the provider`,
    minLength: 16,
  },
  {
    variable: 'APP_KEY',
    developmentValues: [],
    purpose: 'signs e-mail verification links',
    howTo: 'make one with `openssl rand -base64 32`',
    minLength: 16,
  },
  {
    variable: 'TWO_FACTOR_KEY',
    developmentValues: [DEV_TWO_FACTOR_KEY],
    purpose:
      'encrypts the two-factor secrets in the database (change it only with `npm run two-factor:rotate-key`: another key locks those players out)',
    howTo: 'make one with `openssl rand -base64 32`',
    minLength: 32,
  },
];

/**
 * What production refuses in a value of one of its secrets (unset, the development value, too short), as one line
 * naming it `shownAs` (a command checking a new key names its own variable), or null when the value will do.
 */
export function secretProblem(
  variable: RequiredSecret['variable'],
  value: string | undefined,
  shownAs: string = variable,
): string | null {
  const s = REQUIRED_SECRETS.find((secret) => secret.variable === variable);
  if (!s) return null;
  const state = !value
    ? 'is not set'
    : s.developmentValues.includes(value)
      ? 'holds the published development value'
      : value.length < s.minLength
        ? `is too short (at least ${s.minLength} characters)`
        : null;
  return state && `${shownAs} ${state}: it ${s.purpose}; ${s.howTo}.`;
}

/** Every secret (and the mail server) production refuses to run without (one line each, as the refusal prints them). */
export function productionProblems(cfg: ResolvedConfig): string[] {
  if (cfg.mode !== 'production') return [];
  const problems: string[] = [];
  for (const { variable } of REQUIRED_SECRETS) {
    const problem = secretProblem(variable, cfg.givenSecrets[variable]);
    if (problem) problems.push(problem);
  }
  // Without a mail server nobody who signs up can verify, and nobody can reset a password.
  if (!cfg.smtpUrl)
    problems.push(
      'SMTP_URL is not set: it sends the verification and password reset e-mails; give your mail server, e.g. smtp://user:password@mail.example.com:587.',
    );
  return problems;
}

/** Whether a listen address reaches this machine only. */
export function isLoopbackHost(host: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) || host.startsWith('127.');
}

/**
 * A server reachable from other machines must not run on guesses: APP_ENV unset (development by default) or the
 * published realtime secret on any address but loopback refuses to start, whatever the mode.
 */
export function exposureProblems(cfg: ResolvedConfig): string[] {
  if (isLoopbackHost(cfg.host)) return [];
  const problems: string[] = [];
  if (!cfg.modeGiven)
    problems.push(
      `APP_ENV is not set while HOST is ${cfg.host}: set APP_ENV (production for a public server) or listen on 127.0.0.1.`,
    );
  if (cfg.realtime.secret === DEV_REALTIME_SECRET)
    problems.push(
      `REVERB_APP_SECRET holds the published development value while HOST is ${cfg.host}: anyone could sign ` +
        'subscriptions; make one with `openssl rand -hex 32`.',
    );
  return problems;
}

/** Lines a production start logs as warnings (settings that work but are probably not what was meant). */
export function productionWarnings(cfg: ResolvedConfig): string[] {
  if (cfg.mode !== 'production') return [];
  const warnings: string[] = [];
  if (cfg.spaUrl === DEFAULT_SPA_URL) warnings.push(`SPA_URL is not set: e-mail links point at ${DEFAULT_SPA_URL}.`);
  if (cfg.demoAccounts.players)
    warnings.push(
      `SEED_DEMO_ACCOUNTS is on: the demo accounts${cfg.demoAccounts.admin ? ', admin included,' : ''} sign in with their published passwords.`,
    );
  return warnings;
}
