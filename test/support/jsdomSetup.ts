// jsdom lacks a few Web APIs that react-router and RTK Query touch at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
