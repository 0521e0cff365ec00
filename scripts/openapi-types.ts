/**
 * `npm run api:types`: writes everything derived from server/openapi.yaml, the one source of the REST and the
 * realtime contract (npm runs it after `npm ci`, and before `build`, `typecheck`, `dev` and `start`):
 * - `src/api/schema.d.ts` and `server/generated/openapi.d.ts`: openapi-typescript's `paths`, `components` and
 *   `operations`, plus `realtimeEvents` (channel kind → event name → payload type) from `x-realtime-events`;
 * - `src/realtime/payloadValidators.<channel kind>.generated.js` (+ `.d.ts`), one per kind of `x-realtime-events`:
 *   ajv standalone code validating each realtime payload, so the browser runs plain functions and ships no schema
 *   compiler. `common` loads with the realtime client, `user` once a user's session starts (a guest never needs it),
 *   `support` once an administrator's does;
 * - `src/realtime/eventNames.generated.ts`: the event names per channel kind (the listeners' lists);
 * - `src/ui/format/currencyTable.generated.ts`: the `x-currencies` table (fiat flags, symbols, locales, decimals).
 * The outputs are gitignored. A file is rewritten only when its content changes (tools watching it stay quiet).
 * `--check` writes nothing and exits 1, naming the files, when any output is missing or out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import { OPENAPI_FILE, loadOpenApi, type OpenApiDocument } from '../server/contract';

const root = path.resolve(__dirname, '..');
const HEADER = '// Generated from server/openapi.yaml by `npm run api:types`. Do not edit.\n';

function readContract(): OpenApiDocument {
  const doc = loadOpenApi();
  for (const [kind, events] of Object.entries(doc['x-realtime-events'])) {
    for (const [event, schema] of Object.entries(events)) {
      if (!(schema in doc.components.schemas))
        throw new Error(`x-realtime-events.${kind}.${event}: no schema ${schema} in components.schemas`);
    }
  }
  return doc;
}

/** `realtimeEvents`: appended to both type files, next to openapi-typescript's own interfaces. */
function realtimeEventsType(doc: OpenApiDocument): string {
  const kinds = Object.entries(doc['x-realtime-events']).map(([kind, events]) => {
    const lines = Object.entries(events).map(
      ([event, schema]) => `        ${event}: components["schemas"]["${schema}"];`,
    );
    return `    ${kind}: {\n${lines.join('\n')}\n    };`;
  });
  const comment = '/** Realtime events (`x-realtime-events`): channel kind → event name → the payload in `data`. */';
  return `${comment}\nexport interface realtimeEvents {\n${kinds.join('\n')}\n}\n`;
}

async function typeFile(doc: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(new URL(`file://${OPENAPI_FILE}`), { exportType: false, alphabetize: true });
  return `${HEADER}${astToString(ast)}\n${realtimeEventsType(doc)}`;
}

/** Keywords whose value maps names to schemas: the names are data, never annotations. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Drops annotations (description, examples) so the generated validators carry only what they check. */
function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword]) => keyword !== 'description' && keyword !== 'examples')
      .map(([keyword, value]) => [
        keyword,
        SCHEMA_MAPS.has(keyword) ? mapValues(value, withoutAnnotations) : withoutAnnotations(value),
      ]),
  );
}

function mapValues(map: unknown, f: (value: unknown) => unknown): unknown {
  return Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([name, value]) => [name, f(value)]));
}

/** The channel kinds of `x-realtime-events` (`common`, `user`, `support`): one validator module each. */
const channelKinds = (doc: OpenApiDocument): string[] => Object.keys(doc['x-realtime-events']);
const validatorsFile = (kind: string, extension: 'js' | 'd.ts'): string =>
  `src/realtime/payloadValidators.${kind}.generated.${extension}`;

/**
 * The validator modules: one per channel kind, and `lazy` with the events of `x-realtime-lazy-validators` (left out of
 * their kind's), each as event → payload schema name.
 */
function validatorGroups(doc: OpenApiDocument): Record<string, Record<string, string>> {
  const lazy = new Set(doc['x-realtime-lazy-validators'] ?? []);
  const groups: Record<string, Record<string, string>> = { lazy: {} };
  for (const kind of channelKinds(doc)) {
    groups[kind] = {};
    for (const [event, schema] of Object.entries(doc['x-realtime-events'][kind] ?? {}))
      (groups[lazy.has(event) ? 'lazy' : kind] as Record<string, string>)[event] = schema;
  }
  return groups;
}

/** CommonJS (jest loads it as is, webpack bundles it) with one validator per event of one group. */
function validatorsCode(doc: OpenApiDocument, events: Record<string, string>): string {
  // Formats (date-time, uuid) are not checked in the browser: every string is bounded by maxLength instead. The
  // browser reads only the verdict, so error messages are left out and shared schemas (Money …) are functions once.
  const ajv = new Ajv({
    strict: false,
    validateFormats: false,
    messages: false,
    inlineRefs: false,
    code: { source: true, esm: false, lines: false },
  });
  ajv.addSchema({ $id: 'contract', components: { schemas: mapValues(doc.components.schemas, withoutAnnotations) } });
  const exportsByEvent: Record<string, string> = {};
  for (const [event, schema] of Object.entries(events))
    exportsByEvent[event] = `contract#/components/schemas/${schema}`;
  // maxLength counts code points with ajv's ucs2length: inline its source so the module requires nothing.
  const code = standaloneCode(ajv, exportsByEvent).replaceAll(ucs2length.code, `(${ucs2length.toString()})`);
  if (/\brequire\(/.test(code))
    throw new Error('the realtime validators would need an ajv runtime module: inline it as ucs2length is');
  const table = Object.keys(exportsByEvent)
    .map((event) => `${event}: exports.${event}`)
    .join(', ');
  return `${HEADER}${code}\nexports.payloadValidators = { ${table} };\n`;
}

function validatorsDeclarations(doc: OpenApiDocument, group: string, events: Record<string, string>): string {
  const names =
    Object.keys(events)
      .map((event) => JSON.stringify(event))
      .join(' | ') || 'never';
  const allEvents = channelKinds(doc)
    .map((kind) => `realtimeEvents[${JSON.stringify(kind)}]`)
    .join(' & ');
  return `${HEADER}import type { realtimeEvents } from '../api/schema';

type Payloads = Pick<${allEvents}, ${names}>;

/** One validator per event of the \`${group}\` group: true when \`data\` matches the event's payload schema in openapi.yaml. */
export declare const payloadValidators: { readonly [E in keyof Payloads]: (data: unknown) => data is Payloads[E] };
`;
}

/** The event names per channel: the listeners need them at start, the validators only once events can arrive. */
function eventNames(doc: OpenApiDocument): string {
  const names = (kind: string): string => JSON.stringify(Object.keys(doc['x-realtime-events'][kind] ?? {}));
  return `${HEADER}
/** The events on \`common\`, in the order of \`x-realtime-events\`. */
export const commonEventNames = ${names('common')} as const;
/** The events on the user's private channel, in the order of \`x-realtime-events\`. */
export const userEventNames = ${names('user')} as const;
/** The events on the support desk's channel (administrators only), in the order of \`x-realtime-events\`. */
export const supportEventNames = ${names('support')} as const;
/** The events whose validators are loaded by the screen that shows them (\`x-realtime-lazy-validators\`). */
export const lazyValidatedEventNames = ${JSON.stringify(doc['x-realtime-lazy-validators'] ?? [])} as const;
`;
}

function currencyTable(doc: OpenApiDocument): string {
  const { decimals, list } = doc['x-currencies'];
  const rows = list.map(
    ({ code, fiat, symbol, locale }) =>
      `  ${JSON.stringify({ code, fiat, ...(symbol ? { symbol } : {}), ...(locale ? { locale } : {}) })},`,
  );
  return `${HEADER}
/** A currency the product knows: fiat or not, its display symbol, and ru-RU when it is formatted the Russian way. */
export interface KnownCurrency {
  code: string;
  fiat: boolean;
  symbol?: string;
  locale?: 'ru-RU';
}

/** Decimals shown and stored for fiat and for other currencies. */
export const CURRENCY_DECIMALS = ${JSON.stringify(decimals)} as const;

/** \`x-currencies\` in the order of the document (the seeded ones first). */
export const KNOWN_CURRENCIES: readonly KnownCurrency[] = [
${rows.join('\n')}
];
`;
}

async function outputs(): Promise<Record<string, string>> {
  const doc = readContract();
  const types = await typeFile(doc);
  return {
    'src/api/schema.d.ts': types,
    'server/generated/openapi.d.ts': types,
    ...Object.fromEntries(
      Object.entries(validatorGroups(doc)).flatMap(([group, events]) => [
        [validatorsFile(group, 'js'), validatorsCode(doc, events)],
        [validatorsFile(group, 'd.ts'), validatorsDeclarations(doc, group, events)],
      ]),
    ),
    'src/realtime/eventNames.generated.ts': eventNames(doc),
    'src/ui/format/currencyTable.generated.ts': currencyTable(doc),
  };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, body] of Object.entries(await outputs())) {
    const target = path.join(root, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === body) continue;
    if (check) {
      stale.push(`${file} (${current === null ? 'missing' : 'out of date'})`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
  }
  if (stale.length > 0) {
    console.error(
      `Generated contract files are not up to date with server/openapi.yaml: run \`npm run api:types\`.\n  ${stale.join('\n  ')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
