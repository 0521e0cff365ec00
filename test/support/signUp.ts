/** A sign-up through the API with both consents given, as the SPA's form sends it, and a sign-in that may be refused. */
import type { ContractServerClient } from './contractServer';

/** The password every test sign-up uses. */
export const SIGN_UP_PASSWORD = 'secret-pass';

/**
 * POSTs /auth/sign-up for `email` (password SIGN_UP_PASSWORD twice, terms and 18+ accepted) and answers the
 * response; `fields` adds to or replaces the body (`currency` defaults to USD), `headers` go with the request.
 */
export function signUpThroughApi(
  server: Pick<ContractServerClient, 'api'>,
  email: string,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.api('/auth/sign-up', {
    method: 'POST',
    headers,
    json: {
      email,
      password: SIGN_UP_PASSWORD,
      password_confirmation: SIGN_UP_PASSWORD,
      terms: true,
      adult: true,
      currency: 'USD',
      ...fields,
    },
  });
}

/**
 * POSTs /auth/sign-in with the e-mail and password of `credentials` (a demo user's fixture will do) and answers the
 * response, whatever its status (the server's own `signIn` throws on a refusal; this one lets a test assert it).
 */
export function signInThroughApi(
  server: Pick<ContractServerClient, 'api'>,
  { email, password }: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.api('/auth/sign-in', { method: 'POST', headers, json: { email, password } });
}
