/**
 * A publisher that numbers each player's private events (`seq`, `stream`) and keeps them in the player's history
 * before sending them, as a Laravel backend's `broadcastWith` would (docs/realtime-recovery.md). A player's events
 * leave one after another, so they reach the realtime server, and the client, in the order of their numbers.
 */
import type { EventPublisher } from './publisher';
import type { PushHistory } from './history';
import type { CommonEventMap, SupportEventMap, UserEventMap } from './types';

export class SequencedPublisher implements EventPublisher {
  /** Per player, the send that the next one waits for. */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly inner: EventPublisher,
    private readonly history: PushHistory,
  ) {}

  toUser<E extends keyof UserEventMap>(uuid: string, event: E, data: UserEventMap[E]): Promise<void> {
    // Numbered now, in call order: a player's numbers follow the order the domain produced the events.
    const stamp = this.history.record(uuid, event, data);
    const previous = this.tails.get(uuid) ?? Promise.resolve();
    const sent = previous.then(() => this.inner.toUser(uuid, event, { ...data, ...stamp }));
    this.tails.set(uuid, sent);
    void sent.finally(() => {
      if (this.tails.get(uuid) === sent) this.tails.delete(uuid);
    });
    return sent;
  }

  toCommon<E extends keyof CommonEventMap>(event: E, data: CommonEventMap[E]): Promise<void> {
    return this.inner.toCommon(event, data);
  }

  /** Not numbered: the desk keeps no history and reads its lists again after a reconnect. */
  toSupport<E extends keyof SupportEventMap>(event: E, data: SupportEventMap[E]): Promise<void> {
    return this.inner.toSupport(event, data);
  }

  terminateUser(uuid: string): Promise<void> {
    return this.inner.terminateUser(uuid);
  }

  async flush(): Promise<void> {
    await Promise.all([...this.tails.values()]);
    await this.inner.flush();
  }
}
