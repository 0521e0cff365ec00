import { useLocation } from 'react-router';

/**
 * The two generations of pages: the desktop one at the root, and the compact one (phones, the Telegram
 * Mini App) under `/v1`. Links stay in the generation being browsed; this is the one test of which it is.
 */
export type Generation = '' | '/v1';

/** True for `/v1` itself and every path below it (not for `/v1x`). */
export function isV1Path(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/');
}

/** The generation prefix of a path: '/v1' for the compact pages, '' for the desktop ones. */
export function generationOf(pathname: string): Generation {
  return isV1Path(pathname) ? '/v1' : '';
}

/** The home page of a generation: '/v1' or '/'. */
export function homeOf(generation: Generation): string {
  return generation || '/';
}

/** The generation of the page being shown. */
export function useGeneration(): Generation {
  return generationOf(useLocation().pathname);
}
