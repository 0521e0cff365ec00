/** The in-memory fixed-window rate limiter behind sign-in, sign-up and reset throttling. */
import { RateLimiter } from '../../../server/lib/rateLimiter';

it('refuses over the limit and tells how long to wait', () => {
  let now = 0;
  const limiter = new RateLimiter(() => now);
  const limit = { max: 2, windowSeconds: 60 };
  expect(limiter.hit('k', limit)).toBe(0);
  expect(limiter.hit('k', limit)).toBe(0);
  expect(limiter.hit('k', limit)).toBe(60);
  now = 30_000;
  expect(limiter.hit('k', limit)).toBe(30);
  now = 60_000;
  expect(limiter.hit('k', limit)).toBe(0);
});
