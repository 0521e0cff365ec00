/**
 * Wire types of the REST API. They are re-exported from the schema generated out of server/openapi.yaml
 * (`npm run api:types`), so the OpenAPI document stays the one source of truth.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Currency = Schemas['Currency'];

/** The Laravel error body every 4xx/5xx answer carries. */
export interface LaravelError {
  message: string;
  errors?: Record<string, string[]>;
}
