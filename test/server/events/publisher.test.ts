/**
 * One realtime contract: every event the server publishes, received by real Pusher clients on the user's private
 * channel, on `common` and on the support desk's channel, matches the schema `x-realtime-events` gives it in openapi.yaml (the schema the SPA's
 * generated validators check, so a push the server sends is never dropped by the browser).
 */
import Ajv from 'ajv';
import { loadOpenApi } from '../../../server/contract';
import { contractServerForFile, demoTokensForFile } from '../../support/contractServer';
import { json } from '../../support/contractServerHelpers';
import { SIGN_UP_PASSWORD } from '../../support/signUp';
import { newPlayer, signedCallback, requestWithdrawal, realMoneySpin } from '../../support/walletFixtures';
import { subscribePrivate, withUserChannel } from '../../support/pusherClient';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'admin');

const doc = loadOpenApi();
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'contract', components: doc.components });
const schemaOf = new Map(Object.values(doc['x-realtime-events']).flatMap((events) => Object.entries(events)));

it('publishes every event of x-realtime-events with a payload its schema accepts', async () => {
  const p = await newPlayer(server, '600.00');
  const desk = await subscribePrivate(server, tokens.admin, 'private-support');
  await withUserChannel(server, p, async (rt) => {
    rt.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
    await rt.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'common');
    const simulate = (event: string) =>
      server.api('/dev/simulate', { method: 'POST', json: { email: p.email, event, amount: '50.00' } });
    for (const event of ['payment', 'bonus', 'bonus-fulfilled', 'cash-reward', 'freespins', 'jackpots', 'settings'])
      expect((await simulate(event)).status).toBe(200);
    await server.api('/profile', { method: 'PATCH', token: p.token, json: { name: 'Contract Checker' } });
    // A sign-in elsewhere: SessionsChanged.
    await server.api('/auth/sign-in', { method: 'POST', json: { email: p.email, password: SIGN_UP_PASSWORD } });
    const withdrawal = await json<{ withdrawal: { id: number } }>(
      await requestWithdrawal(server, p.token, '500.00', { forfeit_bonus: true }),
    );
    await server.api(`/withdrawals/${withdrawal.withdrawal.id}/cancel`, { method: 'POST', token: p.token });
    await server.api('/responsible-gaming/limits', {
      method: 'PUT',
      token: p.token,
      json: { type: 'deposit', period: 'day', amount: '200.00' },
    });
    for (const status of ['declined', 'fulfilled'] as const) {
      const { payment } = await json<{ payment: { id: number } }>(
        await server.api('/payments', { method: 'POST', token: p.token, json: { amount: '120.00', method: 'card' } }),
      );
      expect(
        (await server.api('/payments/callback', { method: 'POST', json: signedCallback(server, payment.id, status) }))
          .status,
      ).toBe(200);
    }
    // A winning free spin: the pack's counter (FreespinUpdated) and the bonus collecting the win (BonusUpdated).
    const games = await json<{ data: { slug: string }[] }>(await server.api('/games?per_page=5'));
    const game = games.data.map((g) => g.slug).find((slug) => slug !== 'european-roulette') ?? '';
    await server.domain.rewards.grantFreespins(p.id, game, 2);
    expect((await realMoneySpin(server, p.token, '5.00', { game })).status).toBe(200);
    // A real-money win: WinRecorded on `common` and OwnWinRecorded on the winner's channel.
    expect((await realMoneySpin(server, p.token, '2.00')).status).toBe(200);
    // Documents sent for verification: KycStatusChanged (the kind is now pending).
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const user = server.domain.repos.users.byId(p.id);
    if (!user) throw new Error('the new player is not stored');
    server.domain.kyc.upload(user, 'identity', [{ name: 'passport.png', bytes: png, truncated: false }]);
    // Maintenance on and off again at once (the requests after it would be refused meanwhile).
    server.domain.maintenance.set(true, null);
    server.domain.maintenance.set(false, null);
    const deskEvents = new Set(Object.keys(doc['x-realtime-events'].support ?? {}));
    for (const event of schemaOf.keys()) await (deskEvents.has(event) ? desk : rt).waitFor((f) => f.event === event);

    for (const frame of [...rt.frames, ...desk.frames].filter((f) => schemaOf.has(f.event))) {
      const validate = ajv.getSchema(`contract#/components/schemas/${schemaOf.get(frame.event) ?? ''}`);
      if (!validate?.(frame.data))
        throw new Error(`${frame.event} does not match its schema: ${ajv.errorsText(validate?.errors)}`);
    }
  }).finally(() => desk.close());
}, 30_000);
