/**
 * The push queue of the action recorder. Actions that cannot change the secrets (realtime pushes) are recorded
 * later, not while they are dispatched: queued with their time and, at checkpoint positions, the state right after
 * them. A burst of thousands then costs almost nothing as it arrives, and the redaction and serialisation run when
 * the page is idle, before the next other action, or when the log is read (docs/action-log.md).
 */
import type { UnknownAction } from '@reduxjs/toolkit';

/** Queued actions recorded per idle slice at most (about a millisecond's work). */
const IDLE_SLICE = 100;
/** A queue waits at most this long for an idle moment (a page that is never idle still gets its log written). */
const IDLE_TIMEOUT_MS = 1000;
/**
 * Queued pushes are recorded once none has arrived for this long: the idle moments inside a burst belong to the
 * socket (on a two-core phone the recorder would take the core the socket worker needs).
 */
const QUIET_MS = 50;
/** …or once the oldest queued push has waited this long (a stream that never pauses still gets its log written). */
const MAX_WAIT_MS = 2000;

/**
 * Records one queued action, dispatched at `time`. `stateAfter` gives the state right after it, or is null while
 * that state is unknown (a queued push with later ones behind it).
 */
export type RecordQueued = (action: UnknownAction, time: number, stateAfter: (() => unknown) | null) => void;

export interface PushQueueOptions {
  record: RecordQueued;
  /** The store's state now (the state after the last queued action). */
  currentState: () => unknown;
  /** Most actions queued: past that, `overflowBatch` of them are recorded as the queue grows. */
  maxQueued: number;
  overflowBatch: number;
}

/** Actions waiting to be recorded, oldest first, recorded in idle slices once the pushes pause. */
export class PushQueue {
  private actions: UnknownAction[] = [];
  private times: number[] = [];
  /** States right after the queued action at that position (checkpoint positions only). */
  private readonly states = new Map<number, unknown>();
  private head = 0;
  private idleScheduled = false;
  // The pause is told by the wall clock, not by the recorder's `now` (which tests may freeze).
  private firstQueuedAt = 0;
  private lastQueuedAt = 0;

  constructor(private readonly options: PushQueueOptions) {}

  /** Queues an action dispatched at `time`; `stateAfter` (the state right after it) is given at checkpoint positions. */
  add(action: UnknownAction, time: number, stateAfter?: unknown): void {
    this.lastQueuedAt = Date.now();
    if (this.isEmpty()) this.firstQueuedAt = this.lastQueuedAt;
    this.actions.push(action);
    this.times.push(time);
    if (stateAfter !== undefined) this.states.set(this.actions.length - 1, stateAfter);
    // The queue holds at most what the log keeps: past that, it is recorded as it grows.
    if (this.actions.length - this.head > this.options.maxQueued) this.recordOldest(this.options.overflowBatch);
    this.recordWhenIdle();
  }

  /** Records everything queued, oldest first. */
  flush(): void {
    this.recordOldest(Infinity);
  }

  /** Drops everything queued. */
  clear(): void {
    this.actions = [];
    this.times = [];
    this.head = 0;
    this.states.clear();
  }

  private isEmpty(): boolean {
    return this.head === this.actions.length;
  }

  /** Records up to `limit` queued actions, oldest first. */
  private recordOldest(limit: number): void {
    const { record, currentState } = this.options;
    const end = Math.min(this.actions.length, this.head + limit);
    for (; this.head < end; this.head += 1) {
      const captured = this.states.get(this.head);
      this.states.delete(this.head);
      const last = this.head === this.actions.length - 1;
      record(
        this.actions[this.head] as UnknownAction,
        this.times[this.head] as number,
        captured !== undefined ? () => captured : last ? currentState : null,
      );
    }
    if (this.isEmpty()) this.clear();
  }

  // Once the pushes pause, in idle slices, so recording a burst's backlog never becomes a long task.
  private recordWhenIdle(): void {
    if (this.idleScheduled || this.isEmpty()) return;
    this.idleScheduled = true;
    setTimeout(this.whenQuiet, QUIET_MS);
  }

  private readonly whenQuiet = (): void => {
    if (this.isEmpty()) {
      this.idleScheduled = false; // recorded meanwhile (another action, or the log was read)
      return;
    }
    const at = Date.now();
    if (at - this.lastQueuedAt < QUIET_MS && at - this.firstQueuedAt < MAX_WAIT_MS) {
      setTimeout(this.whenQuiet, QUIET_MS - (at - this.lastQueuedAt));
      return;
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(this.recordSlices, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(this.recordSlices, 0);
  };

  private readonly recordSlices = (deadline?: IdleDeadline): void => {
    do this.recordOldest(IDLE_SLICE);
    while (deadline !== undefined && deadline.timeRemaining() > 2 && !this.isEmpty());
    // What is left goes on in the next idle slice once the pushes pause (or at once, when overdue).
    if (!this.isEmpty()) this.whenQuiet();
    else this.idleScheduled = false;
  };
}
