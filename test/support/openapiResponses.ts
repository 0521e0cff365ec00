/** Validators for the answers `server/openapi.yaml` declares: any backend's answer can be held to the contract. */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadOpenApi } from '../../server/contract';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
/** The parsed openapi document. */
export const openApiDoc = loadOpenApi() as unknown as Record<string, unknown>;
ajv.addSchema({ ...(openApiDoc as object), $id: 'openapi' } as object, 'openapi');

/** The JSON schema validator of the answer `status` to `method path` (path as written in openapi.yaml). */
export function responseValidator(path: string, method: string, status: number): ValidateFunction {
  const paths = openApiDoc.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  const response = paths[path]![method.toLowerCase()]!.responses[String(status)]!;
  const base = response.$ref
    ? `openapi${response.$ref}`
    : `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}`;
  return ajv.compile({ $ref: `${base}/content/application~1json/schema` });
}

/** The JSON schema validator of the realtime event `name`'s payload (its schema named in `x-realtime-events`). */
export function eventValidator(name: string): ValidateFunction {
  const groups = openApiDoc['x-realtime-events'] as Record<string, Record<string, string>>;
  const schema = Object.values(groups).find((events) => name in events)?.[name];
  if (!schema) throw new Error(`no realtime event ${name} in x-realtime-events`);
  return ajv.compile({ $ref: `openapi#/components/schemas/${schema}` });
}

/** Ajv's words for a failed validation. */
export const validationErrorsText = (validate: ValidateFunction): string => ajv.errorsText(validate.errors);
