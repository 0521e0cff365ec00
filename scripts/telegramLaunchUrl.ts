/**
 * Prints a Mini App launch URL for trying the `/v1` shell in an ordinary browser: the launch parameters
 * Telegram would append, with initData signed by the server's bot token (TELEGRAM_BOT_TOKEN, else the
 * development token). docs/telegram.md explains how to use it.
 * Run: `npx tsx scripts/telegramLaunchUrl.ts [telegram user id]` (SPA_URL sets the site, default http://localhost:8080).
 */
import { DEV_TELEGRAM_BOT_TOKEN } from '../server/config';
import { signTelegramInitData } from '../server/lib/signatures';
import { miniAppLaunchFragment } from './telegramLaunch';

const id = Number(process.argv[2] ?? 777_000_001);
const user = JSON.stringify({
  id,
  first_name: 'Local',
  last_name: 'Tester',
  username: `local_${id}`,
  language_code: 'ru',
});
const { dataString } = signTelegramInitData(process.env.TELEGRAM_BOT_TOKEN || DEV_TELEGRAM_BOT_TOKEN, {
  query_id: 'AAHlocal',
  user,
  auth_date: String(Math.floor(Date.now() / 1000)),
});
const site = (process.env.SPA_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
console.info(`${site}/v1#${miniAppLaunchFragment(dataString)}`);
