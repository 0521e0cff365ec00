/** Wire types generated from openapi.yaml by `npm run api:types`: what the API answers and the realtime events carry. */
import type { components } from './generated/openapi';

/** Every schema of `components.schemas`, by name. */
export type Schemas = components['schemas'];
