/** Converting an amount between currencies through their USD rates, in integers (rounded down). */
import { parseMoney } from '../lib/money';
import type { DomainContext } from './context';

/** Currency rates are stored with up to 8 decimals. */
const RATE_DECIMALS = 8;

/** `amountMinor` of `from` in minor units of `to`, rounded down; 0 when a rate is unknown. */
export function convertMinor(ctx: DomainContext, amountMinor: number, from: string, to: string): number {
  if (from === to) return amountMinor;
  const { currencies } = ctx.repos;
  const fromRate = parseMoney(currencies.byCode(from)?.usd_rate ?? '', RATE_DECIMALS);
  const toRate = parseMoney(currencies.byCode(to)?.usd_rate ?? '', RATE_DECIMALS);
  if (!fromRate || !toRate) return 0;
  // amount / 10^from / fromRate · toRate · 10^to, in integers
  const fromDecimals = ctx.money.decimals(from);
  const toDecimals = ctx.money.decimals(to);
  return Number(
    (BigInt(amountMinor) * BigInt(toRate) * 10n ** BigInt(toDecimals)) /
      (BigInt(fromRate) * 10n ** BigInt(fromDecimals)),
  );
}
