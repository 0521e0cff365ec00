import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { baseQuery } from './baseQuery';
import type { tagTypes } from './baseApi';

/** The `build` argument of `baseApi.injectEndpoints`. */
export type ApiBuilder = EndpointBuilder<typeof baseQuery, TagType, 'api'>;
type TagType = (typeof tagTypes)[number];

/**
 * An endpoint that GETs `path` with no arguments and caches the answer under `tag` (the site's settings, the
 * providers, the FAQ…), so a push or a mutation that invalidates the tag has it read again.
 */
export function getQuery<Result>(build: ApiBuilder, path: string, tag: TagType) {
  return build.query<Result, void>({ query: () => path, providesTags: [tag] });
}

/** An endpoint that POSTs its argument as the JSON body to `path`, then invalidates `invalidates` (none by default). */
export function postMutation<Result, Body>(build: ApiBuilder, path: string, invalidates: TagType[] = []) {
  return build.mutation<Result, Body>({
    query: (body) => ({ url: path, method: 'POST', body }),
    invalidatesTags: invalidates,
  });
}
