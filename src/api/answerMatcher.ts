import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

/** What RTK Query's fulfilled action of an endpoint carries that the slices read. */
export interface Answered<Result> extends UnknownAction {
  payload: Result;
  meta: { arg: { endpointName: string }; requestStatus: 'fulfilled'; startedTimeStamp: number };
}

/** An api made with `baseApi.injectEndpoints`, seen only as types (its module is not imported). */
interface InjectedApi {
  endpoints: Record<string, { Types: { ResultType: unknown } }>;
}

/**
 * The fulfilled answers of one endpoint, matched by its name, as `api.endpoints[name].matchFulfilled` matches them
 * but without importing the module that injects the endpoint. A slice of the main chunk folds in a screen's answers
 * this way, and that screen's api (its queries, their cache updates) stays in the screen's chunk, off the first
 * visit (docs/performance.md). The api's type keeps the name and the payload checked:
 * `answerOf<typeof notificationsApi>()('getUnreadNotificationsCount')`, with `import type` for the api.
 */
export function answerOf<Api extends InjectedApi>() {
  const prefix = `${baseApi.reducerPath}/`;
  return <Name extends keyof Api['endpoints'] & string>(name: Name) =>
    (action: unknown): action is Answered<Api['endpoints'][Name]['Types']['ResultType']> => {
      const { type, meta } = action as { type?: unknown; meta?: { requestStatus?: unknown; arg?: unknown } };
      return (
        typeof type === 'string' &&
        type.startsWith(prefix) &&
        meta?.requestStatus === 'fulfilled' &&
        (meta.arg as { endpointName?: unknown } | undefined)?.endpointName === name
      );
    };
}
