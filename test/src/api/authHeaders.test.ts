import { authHeaders } from '@/api/authHeaders';
import { memoryTokenStore } from '@/api/services';

test('a guest sends only Accept', () => {
  expect(authHeaders(memoryTokenStore())).toEqual({ Accept: 'application/json' });
});

test('a signed-in user sends the bearer token', () => {
  expect(authHeaders(memoryTokenStore({ token: '12|abc' }))).toEqual({
    Accept: 'application/json',
    Authorization: 'Bearer 12|abc',
  });
});

test('an impersonating admin also sends X-Login-As, and it follows the token store', () => {
  const tokens = memoryTokenStore({ token: '12|abc', loginAs: 'player-uuid' });
  expect(authHeaders(tokens)).toEqual({
    Accept: 'application/json',
    Authorization: 'Bearer 12|abc',
    'X-Login-As': 'player-uuid',
  });
  tokens.clearLoginAs();
  tokens.clearToken();
  expect(authHeaders(tokens)).toEqual({ Accept: 'application/json' });
});
