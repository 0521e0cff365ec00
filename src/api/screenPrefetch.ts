import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * What a screen module may export beside its component: the reads its first screen shows, started as soon as the
 * screen's chunk is here (src/routes/screens.ts), not when the router first renders it. On a first visit the answers
 * are then on their way while the app's own code is still being evaluated; the screen's hooks find them in the cache
 * (the same endpoint and arguments).
 */
export type ScreenPrefetch = (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  location: { search: string },
) => void;
