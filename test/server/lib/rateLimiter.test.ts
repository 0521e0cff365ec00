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

it('stays bounded under a flood of distinct keys, and a key kept busy is not the one forgotten', () => {
  let now = 0;
  const limiter = new RateLimiter(() => now, 1_000);
  const limit = { max: 3, windowSeconds: 60 };
  // The attacker's IP key is hit with every made-up e-mail, so it stays the most recently used.
  for (let i = 0; i < 3; i++) limiter.hit('ip:203.0.113.9', limit);
  let largest = 0;
  for (let i = 0; i < 200_000; i++) {
    limiter.hit(`account:victim-${i}@example.com`, limit);
    limiter.hit('ip:203.0.113.9', limit);
    largest = Math.max(largest, limiter.size);
  }
  expect(largest).toBeLessThanOrEqual(1_000);
  expect(limiter.hit('ip:203.0.113.9', limit)).toBeGreaterThan(0);
  // Expired windows are swept first once the bound is reached.
  now = 61_000;
  limiter.hit('fresh', limit);
  expect(limiter.size).toBeLessThanOrEqual(1_000);
});
