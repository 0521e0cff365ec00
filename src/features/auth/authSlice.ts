/**
 * The session actions live in src/session; this re-export keeps bench/recorder.ts compiling until it
 * imports from there. Nothing in src/ or test/ may use it.
 */
export { signedIn } from '@/session/sessionActions';
