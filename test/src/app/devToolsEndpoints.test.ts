/** Where Redux DevTools are on, every endpoint is injected at start, so an Import folds any page's requests. */
import { baseApi } from '@/api/baseApi';
import { injectAllEndpointsForDevTools } from '@/app/devToolsEndpoints';
import { defaultConfig } from '@/config/appConfig';

const injected = () => Object.keys(baseApi.endpoints);

it('loads nothing in production without support mode, and every endpoint in development or support mode', async () => {
  expect(await injectAllEndpointsForDevTools({ ...defaultConfig, environment: 'production', supportMode: false })).toBe(
    false,
  );
  expect(injected()).not.toContain('listSupportReports');
  expect(injected()).not.toContain('requestWithdrawal');

  expect(await injectAllEndpointsForDevTools({ ...defaultConfig, environment: 'production', supportMode: true })).toBe(
    true,
  );
  expect(await injectAllEndpointsForDevTools({ ...defaultConfig, environment: 'development' })).toBe(true);
  // A screen's endpoints, from a feature no page of this test opened.
  expect(injected()).toEqual(
    expect.arrayContaining([
      'listSupportReports',
      'requestWithdrawal',
      'startGameSession',
      'getJackpots',
      'listPromotions',
    ]),
  );
});
