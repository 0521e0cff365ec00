/** The wallet: summary, deposits through the stand-in provider (page, callback), withdrawal cancel and admin decisions. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { apiBase } from '../request';
import { route } from '../route';
import { forbidden, HttpError, moneyField, notFound } from '../errors';
import { text } from '../../i18n';
import { DomainError } from '../../domain/errors';
import type { PaymentDto } from '../../domain/deposits';
import type { ProviderCallback, ProviderStatus } from '../../domain/paymentProvider';
import { cspNonce, sendPage } from '../pages/html';
import { providerCsp, providerPage } from '../pages/provider';

/** Registers the wallet routes. */
export function walletRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { wallet, deposits, withdrawals, money, repos } = ctx.domain;
  const spaOrigin = new URL(ctx.config.spaUrl).origin;
  // The stand-in provider page exists in development and test only (x-modes); production has no provider to send to.
  const standInProvider = ctx.config.mode !== 'production';
  const closeUrl = (payment: PaymentDto): string =>
    `${ctx.config.spaUrl}/close/${payment.id}?status=${encodeURIComponent(payment.status)}`;

  /** The provider's callback, shared by POST /payments/callback and the provider page (which "calls" it). */
  const callback = async (body: ProviderCallback, signature: string): Promise<PaymentDto> => {
    if (!deposits.checkCallbackSignature(body, signature)) throw forbidden(text('http.payment_signature'));
    return deposits.completePayment(body);
  };

  route(app, ctx, 'GET', '/wallet', 'user', async (request) => wallet.summary(currentUser(request)));

  route(app, ctx, 'GET', '/payments', 'user', async (request) =>
    deposits.payments(currentUser(request).id, request.query.page ?? 1, request.query.per_page ?? 24),
  );

  route(app, ctx, 'POST', '/payments', 'user', async (request, reply) => {
    const user = currentUser(request);
    if (!standInProvider) throw new HttpError(503, text('http.no_payment_provider'));
    const amount = moneyField(request.body.amount, money.decimals(user.currency_code), 'amount', { positive: true });
    const payment = deposits.createPayment(user.id, amount, request.body.method);
    void reply.status(201);
    return {
      payment,
      redirect_url: `${apiBase(request, ctx.config.publicApiUrl)}/payments/${payment.id}/provider?signature=${deposits.pageSignature(payment.id)}`,
    };
  });

  route(app, ctx, 'GET', '/payments/{id}/provider', 'none', async (request, reply) => {
    const { id } = request.params;
    const { signature } = request.query;
    const payment = deposits.payment(id);
    if (!payment || !deposits.checkPageSignature(id, signature)) throw notFound(text('not_found.Payment'));
    const nonce = cspNonce();
    const html = providerPage({
      payment,
      signature,
      action: `/api/payments/${id}/provider`,
      closeUrl: closeUrl(payment),
      nonce,
    });
    return sendPage(reply, html, providerCsp(nonce, spaOrigin), 'popup');
  });

  route(app, ctx, 'POST', '/payments/{id}/provider', 'none', async (request, reply) => {
    const { id } = request.params;
    if (!deposits.payment(id) || !deposits.checkPageSignature(id, request.body.signature))
      throw notFound(text('not_found.Payment'));
    const status: ProviderStatus = request.body.decision === 'approve' ? 'fulfilled' : 'declined';
    let payment: PaymentDto;
    try {
      const sent = deposits.providerCallback(id, status);
      payment = await callback(sent.callback, sent.signature);
    } catch (err) {
      // Already decided the other way (409): send the player back with the payment's real status.
      if (!(err instanceof DomainError) || err.kind !== 'conflict') throw err;
      payment = deposits.payment(id) as PaymentDto;
    }
    // Still the SPA's popup: no opener isolation on the way back to the SPA's close page either.
    return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(closeUrl(payment), 303);
  });

  route(app, ctx, 'POST', '/payments/callback', 'none', async (request) => {
    const { signature, ...body } = request.body;
    return { payment: await callback(body, signature) };
  });

  route(app, ctx, 'POST', '/withdrawals/{id}/cancel', 'user', async (request) => {
    const { withdrawal, user } = await withdrawals.cancelWithdrawal(currentUser(request).id, request.params.id);
    return { withdrawal, user: repos.users.toDto(user) };
  });

  route(app, ctx, 'POST', '/admin/withdrawals/{id}/approve', 'admin', async (request) => ({
    withdrawal: (await withdrawals.decideWithdrawal(request.params.id, 'approved')).withdrawal,
  }));

  route(app, ctx, 'POST', '/admin/withdrawals/{id}/reject', 'admin', async (request) => ({
    withdrawal: (await withdrawals.decideWithdrawal(request.params.id, 'rejected')).withdrawal,
  }));
}
