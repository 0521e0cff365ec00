/**
 * The rewards claim centre (docs/rewards-claims.md): rakeback (a share of the real-money stakes) accrues per day,
 * cashback (a share of the net loss: stakes minus wins) per week, at rates set by the player's loyalty level. A
 * period's reward can be claimed once the period has ended, once: the claim is a `reward_claims` row (unique per
 * player, program and period) written with its cash prize in one transaction, so a repeated claim is refused (422).
 */
import type { LoyaltyLevelDto } from '../db/repositories/content';
import type { UserRow } from '../db/repositories/users';
import { parseMoney } from '../lib/money';
import { text } from '../i18n';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { invalidField } from './errors';
import type { Players } from './players';
import type { Rewards } from './rewards';

export type ProgramId = Schemas['RewardProgram']['id'];
type Period = Schemas['RewardProgram']['period'];

/** Rakeback per loyalty level (by the level's place, lowest first), in percent of the stakes. */
export const RAKEBACK_PERCENT = ['0.10', '0.20', '0.30', '0.50', '0.75'];

/** The programs: what each pays a share of, and its period. */
export const PROGRAMS: readonly { id: ProgramId; kind: 'rakeback' | 'cashback'; period: Period }[] = [
  { id: 'rakeback', kind: 'rakeback', period: 'day' },
  { id: 'cashback', kind: 'cashback', period: 'week' },
];

/** The description of the credited reward, per program (translated through the content dictionary). */
const DESCRIPTIONS: Record<ProgramId, string> = { rakeback: 'Рейкбек за день', cashback: 'Кешбэк за неделю' };

/** The start of the period holding `at` (UTC): midnight, Monday midnight, or the 1st of the month. */
export function periodStart(period: Period, at: number): number {
  const d = new Date(at);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'day') return midnight;
  if (period === 'week') return midnight - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The start of the period after the one starting at `start`. */
export function nextPeriod(period: Period, start: number): number {
  if (period === 'day') return start + 86_400_000;
  if (period === 'week') return start + 7 * 86_400_000;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The place (lowest first) of the highest level whose threshold `points` reach. */
export function loyaltyPlace(levels: readonly { min_points: number }[], points: number): number {
  let place = 0;
  levels.forEach((l, i) => {
    if (points >= l.min_points) place = i;
  });
  return place;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Accrual and claims of rakeback and cashback. */
export class RewardClaims {
  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
    private readonly rewards: Rewards,
  ) {}

  /** Every program's rate, what accrues now, what can be claimed and the last claim. */
  status(user: UserRow): Schemas['RewardPrograms'] {
    return { currency_code: user.currency_code, programs: PROGRAMS.map((p) => this.program(user, p.id)) };
  }

  /** Claims the last ended period of a program: credited once, then CashRewardNotification + BalanceChanged. */
  claim(userId: number, id: ProgramId): Schemas['RewardProgram'] {
    const credited = this.ctx.transaction(() => {
      const user = this.players.get(userId);
      const { claimable, rate } = this.program(user, id);
      if (!claimable) {
        const ended = this.ended(id);
        const taken = this.ctx.repos.rewardClaims.claimed(user.id, id, ended);
        throw invalidField('program', text(taken ? 'rewards.already_claimed' : 'rewards.nothing_to_claim'));
      }
      const { money, repos } = this.ctx;
      const minor = money.parse(claimable.amount, user.currency_code) ?? 0;
      const cash = this.rewards.creditCash(user.id, minor, DESCRIPTIONS[id]);
      const recorded = repos.rewardClaims.insert({
        user_id: user.id,
        program: id,
        period_start: claimable.period_start,
        period_end: claimable.period_end,
        base_minor: money.parse(claimable.base, user.currency_code) ?? 0,
        amount_minor: minor,
        currency_code: user.currency_code,
        rate,
        notification_id: cash.id,
        created_at: isoNow(this.ctx),
      });
      // The unique key is the last guard: the transaction (and its credit) is undone.
      if (!recorded) throw invalidField('program', text('rewards.already_claimed'));
      return cash;
    });
    this.rewards.publishCash(credited);
    return this.program(this.players.get(userId), id);
  }

  /** The start of a program's last ended period. */
  private ended(id: ProgramId): string {
    const period = PROGRAMS.find((p) => p.id === id)?.period ?? 'day';
    return iso(periodStart(period, periodStart(period, this.ctx.clock.now()) - 1));
  }

  private program(user: UserRow, id: ProgramId): Schemas['RewardProgram'] {
    const { kind, period } = PROGRAMS.find((p) => p.id === id) ?? (PROGRAMS[0] as (typeof PROGRAMS)[number]);
    const { repos, money, clock } = this.ctx;
    const format = (minor: number) => money.format(minor, user.currency_code);
    const level = this.level(user);
    const rate = kind === 'cashback' ? level.cashback_percent : (RAKEBACK_PERCENT[level.place] ?? '0.00');
    const hundredths = parseMoney(rate, 2) ?? 0;
    const accrue = (from: number, to: number) => {
      const { stakes, wins } = repos.rewardClaims.play(user.id, iso(from), iso(to));
      const base = kind === 'cashback' ? Math.max(0, stakes - wins) : stakes;
      return { base, amount: Math.floor((base * hundredths) / 10_000) };
    };
    const now = clock.now();
    const start = periodStart(period, now);
    const end = nextPeriod(period, start);
    const current = accrue(start, end);
    const previousStart = periodStart(period, start - 1);
    const ended = accrue(previousStart, start);
    const last = repos.rewardClaims.last(user.id, id);
    const open = ended.amount > 0 && !repos.rewardClaims.claimed(user.id, id, iso(previousStart));
    return {
      id,
      kind,
      period,
      level: level.name,
      rate,
      accruing: {
        period_start: iso(start),
        period_end: iso(end),
        base: format(current.base),
        amount: format(current.amount),
        claimable_at: iso(end),
      },
      claimable: open
        ? {
            period_start: iso(previousStart),
            period_end: iso(start),
            base: format(ended.base),
            amount: format(ended.amount),
          }
        : null,
      last_claim: last
        ? { amount: format(last.amount_minor), claimed_at: last.created_at, period_start: last.period_start }
        : null,
    };
  }

  /** The player's loyalty level and its place among the levels (lowest first). */
  private level(user: UserRow): LoyaltyLevelDto & { place: number } {
    const levels = this.ctx.repos.content.loyaltyLevels();
    const place = loyaltyPlace(levels, user.loyalty_points);
    const level = levels[place] ?? { id: 0, name: '', min_points: 0, cashback_percent: '0.00', perks: [] };
    return { ...level, place };
  }
}
