/** The wallet: summary, deposits through the stand-in provider (page, callback), withdrawal cancel and admin decisions. */
import type { FastifyInstance } from 'fastify';
import { currentUser, route, type HttpContext } from '../context';
import { HttpError, forbidden, notFound, validationError } from '../errors';
import { apiBase } from './catalogue';
import { fromDomain } from './player';
import { parseMoney } from '../../lib/money';
import { safeEqual } from '../../lib/crypto';
import { providerCallbackSignature, type PaymentDto, type PaymentMethod, type ProviderStatus } from '../../domain/wallet';
import type { UserRow } from '../../db/repositories/users';
import { cspNonce, sendPage } from '../pages/html';
import { providerCsp, providerPage } from '../pages/provider';

/** Parses a money field in the user's currency: 422 when too precise or not above zero. */
export function parseAmountField(ctx: HttpContext, user: UserRow, value: string, field: string): number {
  const decimals = ctx.domain.decimalsOf(user);
  const minor = parseMoney(value, decimals);
  if (minor === null) throw validationError({ [field]: [`The ${field} field must have at most ${decimals} decimal places.`] });
  if (minor <= 0) throw validationError({ [field]: [`The ${field} field must be greater than 0.`] });
  return minor;
}

/** Registers the wallet routes. */
export function walletRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { domain } = ctx;
  const { wallet, users } = domain;
  const spaOrigin = new URL(ctx.config.spaUrl).origin;
  const closeUrl = (payment: PaymentDto): string => `${ctx.config.spaUrl}/close/${payment.id}?status=${encodeURIComponent(payment.status)}`;

  /** The provider's callback, shared by POST /payments/callback and the provider page (which "calls" it). */
  const callback = async (paymentId: number, status: ProviderStatus, signature: string): Promise<PaymentDto> => {
    if (!wallet.checkCallbackSignature(paymentId, status, signature)) throw forbidden('The payment provider signature is invalid.');
    try {
      return await wallet.completePayment(paymentId, status);
    } catch (err) {
      return fromDomain(err);
    }
  };

  route(app, ctx, 'GET', '/wallet', 'user', async (request) => wallet.summary(currentUser(request)));

  route(app, ctx, 'GET', '/payments', 'user', async (request) => {
    const q = request.query as { page?: number; per_page?: number };
    return wallet.payments(currentUser(request).id, q.page ?? 1, q.per_page ?? 24);
  });

  route(app, ctx, 'POST', '/payments', 'user', async (request, reply) => {
    const user = currentUser(request);
    const body = request.body as { amount: string; method: PaymentMethod };
    const amount = parseAmountField(ctx, user, body.amount, 'amount');
    try {
      const payment = wallet.createPayment(user.id, amount, body.method);
      void reply.status(201);
      return { payment, redirect_url: `${apiBase(request)}/payments/${payment.id}/provider?signature=${wallet.pageSignature(payment.id)}` };
    } catch (err) {
      return fromDomain(err);
    }
  });

  route(app, ctx, 'GET', '/payments/{id}/provider', 'none', async (request, reply) => {
    const id = (request.params as { id: number }).id;
    const { signature } = request.query as { signature: string };
    const payment = wallet.payment(id);
    if (!payment || !safeEqual(wallet.pageSignature(id), signature)) throw notFound('Payment not found.');
    const nonce = cspNonce();
    const html = providerPage({ payment, signature, action: `/api/payments/${id}/provider`, closeUrl: closeUrl(payment), nonce });
    return sendPage(reply, html, providerCsp(nonce, spaOrigin));
  });

  route(app, ctx, 'POST', '/payments/{id}/provider', 'none', async (request, reply) => {
    const id = (request.params as { id: number }).id;
    const body = request.body as { decision: 'approve' | 'decline'; signature: string };
    if (!wallet.payment(id) || !safeEqual(wallet.pageSignature(id), body.signature)) throw notFound('Payment not found.');
    const status: ProviderStatus = body.decision === 'approve' ? 'fulfilled' : 'declined';
    let payment: PaymentDto;
    try {
      payment = await callback(id, status, providerCallbackSignature(wallet.providerSecret, id, status));
    } catch (err) {
      // Already decided the other way (409): send the player back with the payment's real status.
      if (!(err instanceof HttpError) || err.status !== 409) throw err;
      payment = wallet.payment(id) as PaymentDto;
    }
    return reply.redirect(closeUrl(payment), 303);
  });

  route(app, ctx, 'POST', '/payments/callback', 'none', async (request) => {
    const body = request.body as { payment_id: number; status: ProviderStatus; signature: string };
    return { payment: await callback(body.payment_id, body.status, body.signature) };
  });

  route(app, ctx, 'POST', '/withdrawals/{id}/cancel', 'user', async (request) => {
    try {
      const { withdrawal, user } = await wallet.cancelWithdrawal(currentUser(request).id, (request.params as { id: number }).id);
      return { withdrawal, user: users.toDto(user) };
    } catch (err) {
      return fromDomain(err);
    }
  });

  for (const [action, status] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
    route(app, ctx, 'POST', `/admin/withdrawals/{id}/${action}`, 'admin', async (request) => {
      try {
        return { withdrawal: (await wallet.decideWithdrawal((request.params as { id: number }).id, status)).withdrawal };
      } catch (err) {
        return fromDomain(err);
      }
    });
  }
}
