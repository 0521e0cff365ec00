/** The site's jackpots, which grow and are pushed to everyone on `common`. */
import type { JackpotDto } from '../db/repositories/content';
import type { DomainContext } from './context';

/** Jackpot growth. */
export class Jackpots {
  constructor(private readonly ctx: DomainContext) {}

  /** Grows every jackpot a little (random cents) and publishes JackpotsUpdated on `common`. */
  async tick(random: () => number = Math.random): Promise<JackpotDto[]> {
    const { content } = this.ctx.repos;
    const jackpots = this.ctx.transaction(() => {
      for (const id of content.jackpotIds()) content.growJackpot(id, Math.floor(random() * 5_000) + 1);
      return content.jackpots();
    });
    void this.ctx.publisher.toCommon('JackpotsUpdated', { jackpots });
    return jackpots;
  }
}
