/**
 * The recorder lives in src/diagnostics; this re-export keeps bench/recorder.ts compiling until it
 * imports from there. Nothing in src/ or test/ may use it.
 */
export { createActionRecorder, type ActionRecorder } from '@/diagnostics/actionRecorder';
