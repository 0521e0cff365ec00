/** Demo game sessions and spins write rows: both are throttled per IP (and per account or per session), with 429s. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';

const server = contractServerForFile({
  rateLimits: {
    demoSession: { perIp: { max: 3, windowSeconds: 60 }, perAccount: { max: 3, windowSeconds: 60 } },
    spin: { perIp: { max: 100, windowSeconds: 60 }, perAccount: { max: 4, windowSeconds: 60 } },
  },
});

const openDemo = () => server.api('/games/european-roulette/sessions', { method: 'POST', json: { mode: 'demo' } });

it('answers 429 to a guest opening demo sessions past the limit, and writes no row for it', async () => {
  const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM game_sessions').get() as { n: number }).n;
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await openDemo()).status);
  const before = count();
  const refused = await openDemo();
  expect([...statuses, refused.status]).toEqual([201, 201, 201, 429]);
  expectLaravelError(await json(refused));
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(count()).toBe(before);
});

it('answers 429 to spins of one session past the limit', async () => {
  // opened through the domain: this file's IP has used its demo sessions above
  const session = server.domain.play.createSession('european-roulette', 'demo', null);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push((await server.api(`/play/${session.id}/spins`, { method: 'POST', json: { stake: '1.00' } })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
});
