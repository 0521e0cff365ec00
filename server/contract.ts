/**
 * `server/openapi.yaml`, read once, and the one module that reads it: the REST operations (`http/openapi.ts`
 * derives request validation from them), the `x-currencies` table (the seed's currencies and how many decimals
 * money of each kind has), and the whole document for `scripts/openapi-types.ts` and the tests' answer validators.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { packageRoot } from './lib/packageRoot';

/** Path of the OpenAPI document. */
export const OPENAPI_FILE = join(packageRoot(), 'server', 'openapi.yaml');

/** One row of `x-currencies`. */
export interface KnownCurrency {
  code: string;
  fiat: boolean;
  symbol?: string;
  locale?: string;
  /** the usd_rate the seed stores; codes without one are not seeded */
  demo_usd_rate?: string;
}

/** The parts of the document the server reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> } & Record<string, Record<string, unknown>>;
  'x-realtime-events': Record<string, Record<string, string>>;
  /** Events whose SPA validators are a chunk of their own, loaded by the screen that shows them. */
  'x-realtime-lazy-validators'?: string[];
  'x-currencies': { decimals: { fiat: number; other: number }; list: KnownCurrency[] };
}

let cached: OpenApiDocument | undefined;

/**
 * Where the document parsed once is kept as JSON, named by the YAML's hash so an edited document is parsed afresh.
 * Parsing the YAML takes about a second of CPU and JSON a hundredth of that; every server start in its own module
 * registry (each test file) would otherwise pay it.
 */
const PARSED_CACHE_DIR = join(packageRoot(), 'node_modules', '.cache', 'openapi');

function parseOpenApi(source: string): OpenApiDocument {
  const file = join(PARSED_CACHE_DIR, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    // Not parsed yet (or the cache is unreadable): parse the YAML below.
  }
  const doc = parse(source) as OpenApiDocument;
  try {
    mkdirSync(PARSED_CACHE_DIR, { recursive: true });
    // Written aside and renamed: a reader in another process sees the whole file or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(doc));
    renameSync(partial, file);
  } catch {
    // A read-only install keeps working; it only parses the YAML each time.
  }
  return doc;
}

/** The parsed OpenAPI document (read from disk once). */
export function loadOpenApi(): OpenApiDocument {
  cached ??= parseOpenApi(readFileSync(OPENAPI_FILE, 'utf8'));
  return cached;
}

/** The `x-currencies` table: decimals per kind and the known codes in display order. */
export function knownCurrencies(): OpenApiDocument['x-currencies'] {
  return loadOpenApi()['x-currencies'];
}
