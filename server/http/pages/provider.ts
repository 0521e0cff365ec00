/** The stand-in payment provider's page: the amount and Approve / Decline buttons (no script at all). */
import type { PaymentDto } from '../../domain/deposits';
import { escapeHtml } from './html';

export interface ProviderPageInput {
  payment: PaymentDto;
  signature: string;
  /** where the buttons post (the page's own path) */
  action: string;
  /** where a finished payment's "back" link leads */
  closeUrl: string;
  nonce: string;
}

const METHOD_NAMES: Record<string, string> = { card: 'Банковская карта', sbp: 'СБП', crypto: 'Криптовалюта' };

/** Content-Security-Policy of the provider page: only its inline style, forms to itself and the SPA. */
export function providerCsp(nonce: string, spaOrigin: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${spaOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

/** Renders the provider page of one payment. */
export function providerPage({ payment, signature, action, closeUrl, nonce }: ProviderPageInput): string {
  const amount = `${escapeHtml(payment.amount)} ${escapeHtml(payment.currency_code)}`;
  const pending = payment.status === 'pending';
  const body = pending
    ? `<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="signature" value="${escapeHtml(signature)}">
  <button type="submit" name="decision" value="approve" class="approve" data-testid="provider-approve">Оплатить</button>
  <button type="submit" name="decision" value="decline" class="decline" data-testid="provider-decline">Отклонить</button>
</form>`
    : `<p data-testid="provider-status">Платёж уже обработан: ${escapeHtml(payment.status)}.</p>
<p><a href="${escapeHtml(closeUrl)}">Вернуться на сайт</a></p>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Тестовый платёжный провайдер</title>
<style nonce="${escapeHtml(nonce)}">
  body { font: 16px/1.4 system-ui, sans-serif; background: #0f1720; color: #e6edf3; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #17212b; padding: 24px 28px; border-radius: 12px; max-width: 360px; width: 100%; box-sizing: border-box; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  .amount { font-size: 28px; font-weight: 700; margin: 8px 0 4px; }
  .muted { color: #9fb0c0; font-size: 14px; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 10px; border: 0; border-radius: 8px; font-size: 16px; cursor: pointer; }
  .approve { background: #2ea043; color: #fff; }
  .decline { background: #3b4754; color: #fff; }
  a { color: #58a6ff; }
</style>
</head>
<body>
<main>
  <h1>Тестовый платёжный провайдер</h1>
  <p class="muted">Платёж №${payment.id} · ${escapeHtml(METHOD_NAMES[payment.method] ?? payment.method)}</p>
  <p class="amount" data-testid="provider-amount">${amount}</p>
  <p class="muted">Это имитация платёжной страницы: деньги не списываются.</p>
  ${body}
</main>
</body>
</html>`;
}
