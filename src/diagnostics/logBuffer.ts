/**
 * The log buffer of the action recorder: the kept tail of the session (a base state, the actions after it, their
 * times and sizes, checkpoints and route marks), cut at a checkpoint whenever a cap is exceeded so it always replays.
 */
import type { Checkpoint, ErrorRecord, RecordedAction, RecordedLog, RouteMark } from './logFormat';

/** A checkpoint with its serialised size in characters. */
export interface SizedCheckpoint extends Checkpoint {
  bytes: number;
}

/** Dropped slots at the front of the kept arrays before they are compacted (copying 10,000 slots is cheap). */
const COMPACT_AFTER = 1024;
/** What a dropped action's slot holds until the arrays are compacted. */
const DROPPED: RecordedAction = { type: '' };

/** The kept, redacted tail of a session, within a count and a size cap. */
export class LogBuffer {
  private base: SizedCheckpoint = { index: 0, state: undefined, bytes: 0 };
  // The kept actions, their times and sizes in three parallel arrays (no object per action); index `head` is
  // action number base.index.
  private actions: RecordedAction[] = [];
  private times: number[] = [];
  private sizes: number[] = [];
  private head = 0;
  private checkpoints: SizedCheckpoint[] = [];
  private routes: RouteMark[] = [];
  /** Actions recorded in the session, kept or cut. */
  private recorded = 0;
  /** Characters of the kept part: base, actions and checkpoints. */
  private keptBytes = 0;

  constructor(private readonly caps: { maxActions: number; maxBytes: number }) {}

  /** Actions recorded in the session, kept or cut. */
  get total(): number {
    return this.recorded;
  }

  /** The size of the kept part, serialised, in characters. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** The types of the last `count` kept actions, oldest first. */
  recentTypes(count: number): string[] {
    return this.actions.slice(Math.max(this.head, this.actions.length - count)).map((action) => action.type);
  }

  /** How many actions are kept. */
  get keptActions(): number {
    return this.actions.length - this.head;
  }

  /** Forgets what was kept and starts again from `base`, the state after `base.index` actions. */
  restart(base: SizedCheckpoint): void {
    this.base = base;
    this.recorded = base.index;
    this.actions = [];
    this.times = [];
    this.sizes = [];
    this.head = 0;
    this.checkpoints = [];
    this.routes = [];
    this.keptBytes = base.bytes;
  }

  /** Keeps the next action (already redacted) with its time and size. */
  append(action: RecordedAction, time: number, size: number): void {
    this.actions.push(action);
    this.times.push(time);
    this.sizes.push(size);
    this.keptBytes += size;
    this.recorded += 1;
  }

  /** Keeps a checkpoint of the state after the last action. */
  addCheckpoint(checkpoint: SizedCheckpoint): void {
    this.checkpoints.push(checkpoint);
    this.keptBytes += checkpoint.bytes;
  }

  /** Notes that the SPA was at `path` from action `index` on (only when it moved). */
  addRoute(index: number, path: string): void {
    if (this.routes[this.routes.length - 1]?.path !== path) this.routes.push({ index, path });
  }

  /** Cuts the front at the oldest checkpoint until the caps hold again; `present` is a checkpoint of the state now. */
  trim(present: () => SizedCheckpoint): void {
    while (this.actions.length - this.head > this.caps.maxActions || this.keptBytes > this.caps.maxBytes) {
      if (this.actions.length === this.head) break;
      let next = this.checkpoints.shift();
      if (!next)
        next = present(); // one period alone exceeds the caps: keep only the present
      else this.keptBytes -= next.bytes;
      const drop = next.index - this.base.index;
      for (let i = this.head; i < this.head + drop; i += 1) {
        this.keptBytes -= this.sizes[i] ?? 0;
        this.actions[i] = DROPPED; // freed now, its slot when the arrays are next compacted
      }
      this.head += drop;
      this.keptBytes += next.bytes - this.base.bytes;
      this.base = next;
    }
    if (this.head >= COMPACT_AFTER) {
      this.actions = this.actions.slice(this.head);
      this.times = this.times.slice(this.head);
      this.sizes = this.sizes.slice(this.head);
      this.head = 0;
    }
    const firstKept = this.routes.findIndex((r) => r.index >= this.base.index);
    const cut = firstKept === -1 ? this.routes.length - 1 : firstKept - 1;
    if (cut > 0) this.routes = this.routes.slice(cut);
  }

  /**
   * A replayable copy of the kept tail, ending with a checkpoint of the present (`present`, unless the last
   * checkpoint is of it). With `maxBytes`, the front is cut at a checkpoint until the copy fits.
   */
  read(present: () => SizedCheckpoint, errors: readonly ErrorRecord[], maxBytes?: number): RecordedLog {
    const { base, checkpoints, sizes, head } = this;
    const last = checkpoints[checkpoints.length - 1];
    const final = last?.index === this.recorded ? last : present();
    // Candidate starts: the base, then each checkpoint; take the earliest that fits the budget.
    const starts = [base, ...checkpoints];
    let from = 0;
    if (maxBytes !== undefined) {
      let size = this.keptBytes + (final === last ? 0 : final.bytes);
      while (size > maxBytes && from < starts.length - 1) {
        const current = starts[from] as SizedCheckpoint;
        const next = starts[from + 1] as SizedCheckpoint;
        for (let i = current.index; i < next.index; i += 1) size -= sizes[head + i - base.index] ?? 0;
        size -= current.bytes;
        from += 1;
      }
    }
    const origin = starts[from] as SizedCheckpoint;
    const firstKept = head + origin.index - base.index;
    const later = checkpoints.filter((c) => c.index > origin.index);
    const tail = final === last ? later : [...later, final];
    const bytes =
      origin.bytes + sizes.slice(firstKept).reduce((sum, n) => sum + n, 0) + tail.reduce((sum, c) => sum + c.bytes, 0);
    return {
      baseIndex: origin.index,
      baseState: origin.state,
      actions: this.actions.slice(firstKept),
      timestamps: this.times.slice(firstKept),
      checkpoints: tail.map(({ index, state }) => ({ index, state })),
      routes: this.routes
        .map((r) => (r.index < origin.index ? { ...r, index: origin.index } : r))
        .filter((r, i, all) => all[i + 1]?.index !== r.index),
      errors: [...errors],
      totalActions: this.recorded,
      bytes,
    };
  }
}
