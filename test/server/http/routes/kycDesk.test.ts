/**
 * KYC beside other desks over real HTTP: the support desk hears each upload and decision on its own channel (which a
 * player cannot join), and responsible-gaming tools need no verification. Uploads and review: kyc.test.ts.
 */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { type PusherFrame, subscribePrivate } from '../../../support/pusherClient';
import { GIF, JPEG, kycClient, refusal } from '../../../support/kycFixtures';
import { excludeSelf, newPlayer } from '../../../support/walletFixtures';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'admin');
const { upload, kycOf, decide } = kycClient(server, () => tokens.admin);

describe('the support desk', () => {
  it('hears each upload and decision on its own channel, which a player cannot join', async () => {
    const p = await newPlayer(server, '0');
    await expect(subscribePrivate(server, p.token, 'private-support')).rejects.toThrow('403');
    const desk = await subscribePrivate(server, tokens.admin, 'private-support');
    try {
      const review = (status: string) => (f: PusherFrame) =>
        f.event === 'KycReviewChanged' &&
        (f.data as { user_id: number; status: string }).user_id === p.id &&
        (f.data as { status: string }).status === status;
      expect((await upload(p.token, 'identity', [['id.jpg', JPEG, 'image/jpeg']])).status).toBe(201);
      expect(await desk.waitFor(review('pending'))).toEqual({
        event: 'KycReviewChanged',
        channel: 'private-support',
        data: { user_id: p.id, kind: 'identity', status: 'pending' },
      });
      // A refused upload changes nothing on the list, and says nothing.
      await refusal(await upload(p.token, 'address', [['x.gif', GIF, 'image/png']]), 422);
      expect((await decide(p.id, 'identity', 'reject', 'Blurred.')).status).toBe(200);
      expect((await desk.waitFor(review('rejected'))).data).toEqual({
        user_id: p.id,
        kind: 'identity',
        status: 'rejected',
      });
      // The desk hears ids only: nothing the player wrote or sent (name, e-mail, file, reason).
      const heard = JSON.stringify(desk.events('KycReviewChanged'));
      expect(heard).not.toMatch(/id\.jpg|Blurred|@example\.com/);
      expect(
        desk.events('KycReviewChanged').filter((f) => (f.data as { user_id: number }).user_id === p.id),
      ).toHaveLength(2);
    } finally {
      desk.close();
    }
  });
});

describe('responsible gaming', () => {
  it('starts a time-out and a self-exclusion without verification', async () => {
    const timeOut = await newPlayer(server, '0');
    await upload(timeOut.token, 'identity', [['id.jpg', JPEG, 'image/jpeg']]);
    expect(await kycOf(timeOut.token)).toEqual(expect.objectContaining({ level: 0, status: 'pending' }));
    expect((await excludeSelf(server, timeOut.token, { duration: '24h' })).status).toBe(200);
    const excluded = await newPlayer(server, '0');
    expect((await excludeSelf(server, excluded.token, { months: 6 })).status).toBe(200);
  });
});
