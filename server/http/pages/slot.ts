/** The demo slot machine page: a 3×3 slot whose inline script spins through the API and tells its parent. */
import type { MoneyStyle } from '../../../src/ui/format/money';
import { renderMessage, type Locale, type MessageKey } from '../../i18n';
import { escapeHtml, scriptJson } from './html';

export interface SlotPageInput {
  sessionId: string;
  mode: 'demo' | 'real';
  gameTitle: string;
  /** the language of the page's words (the SPA's, passed in the frame's address) */
  locale: Locale;
  /** the balance and stakes as the player reads them (formatted like the SPA's money) */
  balance: string;
  /** stakes offered: the value sent to the API and the text shown */
  stakes: { value: string; label: string }[];
  /** how the page's script writes the amounts a spin answers */
  money: MoneyStyle;
  /** free spins left in this game: the next spins are free (their stake is fixed, nothing is debited) */
  freespinsLeft?: number;
  /** path of the spin endpoint */
  spinUrl: string;
  /** origin the page may postMessage to (the SPA embedding it) */
  parentOrigin: string;
  nonce: string;
}

/** Content-Security-Policy of the slot page: its own inline script and style, fetches to itself, framed by the SPA. */
export function slotCsp(nonce: string, frameAncestors: string[]): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** What the slot page's frame shows when the session cannot be played (by status: 401, 403, 404). */
const REFUSALS: Record<number, MessageKey> = {
  401: 'slot.refused.401',
  403: 'slot.refused.403',
  404: 'slot.refused.404',
};

/** The page the SPA's frame shows instead of the slot when the session is refused (no script). */
export function slotRefusalPage(status: number, nonce: string, locale: Locale): string {
  const text = renderMessage(locale, REFUSALS[status] ?? 'slot.refused.other');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(renderMessage(locale, 'slot.unavailable'))}</title>
<style nonce="${escapeHtml(nonce)}">
  body { font: 16px/1.4 system-ui, sans-serif; background: #101820; color: #f0f4f8; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  p { max-width: 28em; text-align: center; padding: 16px; }
</style>
</head>
<body><p role="alert" data-testid="slot-refused">${escapeHtml(text)}</p></body>
</html>`;
}

/** One cell of the reels (row r, column c), a question mark until the first spin; the middle row is the pay line. */
const reelCell = (r: number, c: number): string =>
  `<div class="cell${c === 1 ? ' mid' : ''}" id="cell-${r}-${c}">❔</div>`;

/** Renders the slot page of one session. */
export function slotPage(input: SlotPageInput): string {
  const nonce = escapeHtml(input.nonce);
  const say = (key: MessageKey): string => escapeHtml(renderMessage(input.locale, key));
  const config = {
    spinUrl: input.spinUrl,
    parentOrigin: input.parentOrigin,
    sessionId: input.sessionId,
    locale: input.locale,
    money: input.money,
    words: Object.fromEntries(
      (['win', 'no_win', 'free_win', 'free_no_win', 'error', 'offline'] as const).map((k) => [
        k,
        renderMessage(input.locale, `slot.${k}`, { win: '{win}' }),
      ]),
    ),
  };
  const options = input.stakes
    .map(
      (s, i) => `<option value="${escapeHtml(s.value)}"${i === 0 ? ' selected' : ''}>${escapeHtml(s.label)}</option>`,
    )
    .join('');
  const freespinsLeft = input.freespinsLeft ?? 0;
  const freespins = `${say('slot.freespins_left')} <span id="free-left">${freespinsLeft}</span>`;
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.gameTitle)}</title>
<style nonce="${nonce}">
  body { font: 16px/1.4 system-ui, sans-serif; background: #101820; color: #f0f4f8; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { text-align: center; padding: 16px; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .mode { font-size: 12px; text-transform: uppercase; letter-spacing: .08em; color: #f5c542; }
  .reels { display: grid; grid-template-columns: repeat(3, 72px); gap: 8px; margin: 16px auto; justify-content: center; }
  .reel { background: #1d2a36; border-radius: 10px; padding: 6px 0; }
  .cell { height: 48px; font-size: 32px; line-height: 48px; }
  .cell.mid { background: #2a3b4b; border-radius: 6px; }
  .row { display: flex; gap: 8px; justify-content: center; align-items: center; }
  button { background: #1a7f37; color: #fff; border: 0; border-radius: 8px; padding: 10px 28px; font-size: 18px; cursor: pointer; }
  button[disabled] { opacity: .5; cursor: default; }
  select { font-size: 16px; padding: 6px; border-radius: 6px; }
  .msg { min-height: 1.4em; margin-top: 12px; }
  .msg.error { color: #ff7b72; }
  .free { margin-top: 8px; color: #f5c542; font-weight: 600; }
  .free[hidden] { display: none; }
</style>
</head>
<body>
<main>
  <div class="mode">${say(input.mode === 'demo' ? 'slot.mode.demo' : 'slot.mode.real')}</div>
  <h1>${escapeHtml(input.gameTitle)}</h1>
  <div>${say('slot.balance')}: <strong data-testid="slot-balance">${escapeHtml(input.balance)}</strong></div>
  <div class="reels" data-testid="slot-reels">
    ${[0, 1, 2].map((r) => `<div class="reel">${[0, 1, 2].map((c) => reelCell(r, c)).join('')}</div>`).join('')}
  </div>
  <div class="row">
    <label>${say('slot.stake')} <select id="stake" data-testid="slot-stake">${options}</select></label>
    <button id="spin" type="button" data-testid="slot-spin">${say('slot.spin')}</button>
  </div>
  <div class="free" id="free" data-testid="slot-freespins"${freespinsLeft > 0 ? '' : ' hidden'}>${freespins}</div>
  <div class="msg" id="msg" role="status" data-testid="slot-message"></div>
</main>
<script nonce="${nonce}">
(function () {
  var config = ${scriptJson(config)};
  var glyphs = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };
  var button = document.getElementById('spin');
  var stake = document.getElementById('stake');
  var msg = document.getElementById('msg');
  var balance = document.querySelector('[data-testid="slot-balance"]');
  var words = config.words;
  function say(text, error) { msg.textContent = text; msg.className = error ? 'msg error' : 'msg'; }
  // Writes a decimal string the way the server wrote the first balance (config.money, from the SPA's money rules).
  function money(value) {
    var m = config.money, s = String(value), sign = s.charAt(0) === '-' ? '-' : '';
    var parts = s.replace('-', '').split('.'), whole = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, m.group);
    var fraction = ((parts[1] || '') + '00000000').slice(0, m.decimals);
    if (/^[0.]*$/.test(s.replace('-', ''))) sign = '';
    return sign + m.prefix + whole + (m.decimals > 0 ? m.decimal + fraction : '') + m.suffix;
  }
  button.addEventListener('click', function () {
    button.disabled = true;
    say('');
    var headers = { 'content-type': 'application/json', accept: 'application/json', 'accept-language': config.locale };
    fetch(config.spinUrl, { method: 'POST', headers: headers, body: JSON.stringify({ stake: stake.value }) })
      .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
      .then(function (r) {
        if (!r.ok) { say(r.body && r.body.message ? r.body.message : words.error, true); return; }
        var reels = r.body.spin.reels;
        for (var i = 0; i < 3; i++) for (var j = 0; j < 3; j++) document.getElementById('cell-' + i + '-' + j).textContent = glyphs[reels[i][j]] || '?';
        balance.textContent = money(r.body.balance);
        var won = Number(r.body.spin.win) > 0;
        var win = money(r.body.spin.win);
        if (r.body.spin.free) say(won ? words.free_win.replace('{win}', win) : words.free_no_win);
        else say(won ? words.win.replace('{win}', win) : words.no_win);
        if (r.body.freespin) {
          var left = Math.max(0, r.body.freespin.quantity - r.body.freespin.used);
          document.getElementById('free-left').textContent = String(left);
          document.getElementById('free').hidden = left === 0;
        }
        var spun = { type: 'spin', sessionId: config.sessionId, balance: r.body.balance, win: r.body.spin.win, stake: r.body.spin.stake };
        if (window.parent !== window) window.parent.postMessage(spun, config.parentOrigin);
      })
      .catch(function () { say(words.offline, true); })
      .then(function () { button.disabled = false; });
  });
})();
</script>
</body>
</html>`;
}
