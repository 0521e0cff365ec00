/** Regions not served, over real HTTP: the proxy's country header against BLOCKED_COUNTRIES gives 451, Laravel-shaped. */
import { resolveOptions } from '../../../../server/config';
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { responseValidator, validationErrorsText } from '../../../support/openapiResponses';

const server = contractServerForFile({ blockedCountries: ['fr', 'KP'] });

describe('a region not served', () => {
  it('answers 451 with region_blocked and the support address to a blocked country, whatever the path', async () => {
    const validate = responseValidator('/maintenance', 'GET', 451);
    const player = await server.signInAs('player');
    for (const [path, init] of [
      ['/games', { headers: { 'CF-IPCountry': 'FR' } }],
      ['/auth/user', { token: player, headers: { 'cf-ipcountry': 'kp' } }],
      ['/maintenance', { headers: { 'CF-IPCountry': 'FR', 'Accept-Language': 'en' } }],
    ] as const) {
      const res = await server.api(path, init);
      expect(res.status).toBe(451);
      const body = await json<{ message: string; region_blocked: boolean; support_email: string | null }>(res);
      expect(body).toEqual(expect.objectContaining({ region_blocked: true, support_email: 'support@example.com' }));
      expectLaravelError(body);
      expect(validate(body)).toBe(true);
      if (!validate(body)) throw new Error(validationErrorsText(validate));
    }
    const english = await json<{ message: string }>(
      await server.api('/games', { headers: { 'CF-IPCountry': 'FR', 'Accept-Language': 'en' } }),
    );
    expect(english.message).toBe('The site is not available in your region.');
  });

  it('serves other countries and requests without the header', async () => {
    expect((await server.api('/games', { headers: { 'CF-IPCountry': 'DE' } })).status).toBe(200);
    expect((await server.api('/games')).status).toBe(200);
  });

  it('reads the list and the header name from the environment, and refuses a malformed list', () => {
    const env = { BLOCKED_COUNTRIES: 'us, fr', COUNTRY_HEADER: 'X-Country' };
    expect(resolveOptions({}, env)).toEqual(
      expect.objectContaining({ blockedCountries: ['US', 'FR'], countryHeader: 'x-country' }),
    );
    expect(() => resolveOptions({}, { BLOCKED_COUNTRIES: 'France' })).toThrow(/BLOCKED_COUNTRIES="France"/);
  });
});
