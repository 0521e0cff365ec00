/**
 * Verification over real HTTP (docs/kyc.md): uploads checked by their bytes, size and count; files readable only by
 * admins, with safe headers; reviews with a reason the player reads and a KycStatusChanged push; and the level-0
 * withdrawal limit. The support desk's channel and the responsible-gaming tools: kycDesk.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';
import { PUSH_STAMP, withUserChannel } from '../../../support/pusherClient';
import { newPlayer, requestWithdrawal } from '../../../support/walletFixtures';
import { GIF, JPEG, kycClient, PDF, PNG, refusal } from '../../../support/kycFixtures';
import type { Kyc } from '../../../../src/api/types';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'admin', 'player');

type Doc = Kyc['documents'][number];

const { upload, kycOf, decide } = kycClient(server, () => tokens.admin);
const doc = (kyc: Kyc, kind: string): Doc => kyc.documents.find((d) => d.kind === kind)!;
const storedFiles = (): string[] => {
  try {
    return readdirSync(join(server.dataDir, 'kyc'));
  } catch {
    return [];
  }
};

/** Money is written with narrow no-break spaces between thousands. */
const plainSpaces = (s: string): string => s.replace(/\s/g, ' ');

describe('uploads', () => {
  it('stores JPEG, PNG and PDF files outside the web root and marks the kind pending', async () => {
    const p = await newPlayer(server, '0');
    expect(await kycOf(p.token)).toEqual(
      expect.objectContaining({
        level: 0,
        status: 'not_started',
        withdrawal_limit: '50000.00',
        withdrawal_left: '50000.00',
      }),
    );
    const before = storedFiles().length;
    const res = await upload(p.token, 'identity', [
      ['passport.jpg', JPEG, 'image/jpeg'],
      ['back side.pdf', PDF, 'application/pdf'],
    ]);
    expect(res.status).toBe(201);
    const kyc = await json<Kyc>(res);
    expect(kyc.status).toBe('pending');
    expect(doc(kyc, 'identity')).toEqual({
      kind: 'identity',
      status: 'pending',
      reason: null,
      files: [
        expect.objectContaining({ name: 'passport.jpg', type: 'image/jpeg', size: JPEG.length }),
        expect.objectContaining({ name: 'back side.pdf', type: 'application/pdf', size: PDF.length }),
      ],
    });
    expect(doc(kyc, 'address').status).toBe('not_started');
    expect(storedFiles().length).toBe(before + 2);

    // A PNG declared as a PDF is stored as what its bytes are.
    const png = await json<Kyc>(await upload(p.token, 'address', [['bill.pdf', PNG, 'application/pdf']]));
    expect(doc(png, 'address').files[0]).toEqual(expect.objectContaining({ name: 'bill.pdf', type: 'image/png' }));
  });

  it('refuses by the bytes, not the declared type, and stores nothing', async () => {
    const p = await newPlayer(server, '0');
    const before = storedFiles().length;
    const gif = await refusal(
      await upload(p.token, 'identity', [
        ['ok.jpg', JPEG, 'image/jpeg'],
        ['passport.png', GIF, 'image/png'],
      ]),
      422,
    );
    expect(gif.errors?.files).toEqual(['“passport.png” is not a JPEG, PNG or PDF file.']);
    const html = await refusal(
      await upload(p.token, 'identity', [['x.pdf', Buffer.from('<html><script>alert(1)</script>'), 'application/pdf']]),
      422,
    );
    expect(html.errors?.files).toEqual(['“x.pdf” is not a JPEG, PNG or PDF file.']);
    expect(storedFiles().length).toBe(before);
    expect(doc(await kycOf(p.token), 'identity')).toEqual(
      expect.objectContaining({ status: 'not_started', files: [] }),
    );
  });

  it('refuses a file over 5 MB, more than 3 files per document, and bad forms, never with a 500', async () => {
    const p = await newPlayer(server, '0');
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024, 3)]);
    const oversize = await refusal(await upload(p.token, 'identity', [['huge.jpg', big, 'image/jpeg']]), 422);
    expect(oversize.errors?.files).toEqual(['“huge.jpg” is larger than 5 MB.']);

    const four = Array.from({ length: 4 }, (_, i): [string, Buffer, string] => [`p${i}.jpg`, JPEG, 'image/jpeg']);
    const tooMany = await refusal(await upload(p.token, 'identity', four), 422);
    expect(tooMany.errors?.files).toEqual(['A document takes at most 3 files; 3 more can be added.']);
    expect((await upload(p.token, 'identity', four.slice(0, 2))).status).toBe(201);
    const third = await refusal(await upload(p.token, 'identity', four.slice(0, 2)), 422);
    expect(third.errors?.files).toEqual(['A document takes at most 3 files; 1 more can be added.']);

    expect((await refusal(await upload(p.token, null, [['a.jpg', JPEG, 'image/jpeg']]), 422)).errors?.kind).toEqual([
      'The kind field is required.',
    ]);
    expect((await refusal(await upload(p.token, 'selfie', [['a.jpg', JPEG, 'image/jpeg']]), 422)).errors?.kind).toEqual(
      ['Choose identity, address or payment method.'],
    );
    expect((await refusal(await upload(p.token, 'address', []), 422)).errors?.files).toEqual([
      'Attach at least one file.',
    ]);
    await refusal(
      await server.api('/kyc/documents', { method: 'POST', token: p.token, json: { kind: 'identity' } }),
      415,
    );
    const cut = await server.api('/kyc/documents', {
      method: 'POST',
      token: p.token,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect((await refusal(cut, 422)).errors?.files).toEqual(['The upload could not be read. Try again.']);
    expect((await server.api('/kyc/documents', { method: 'POST', body: new FormData() })).status).toBe(401);
  });
});

describe('review', () => {
  it('lets only admins read a file, as its sniffed type with safe headers', async () => {
    const p = await newPlayer(server, '0');
    const kyc = await json<Kyc>(await upload(p.token, 'identity', [['паспорт 1.pdf', PNG, 'application/pdf']]));
    const file = doc(kyc, 'identity').files[0]!;
    expect((await server.api(`/admin/kyc/files/${file.id}`, { token: p.token })).status).toBe(403);
    expect((await server.api(`/admin/kyc/files/${file.id}`)).status).toBe(401);
    const res = await server.api(`/admin/kyc/files/${file.id}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="_______ 1.pdf"; filename*=UTF-8''${encodeURIComponent('паспорт 1.pdf')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await server.api('/admin/kyc/files/999999', { token: tokens.admin })).status).toBe(404);
    expect((await server.api('/admin/kyc', { token: p.token })).status).toBe(403);
  });

  it('approves and rejects each kind with a reason, pushing KycStatusChanged; level 1 lifts the withdrawal limit', async () => {
    const p = await newPlayer(server, '90000.00');
    // Level 0: 50 000.00 in total, pending withdrawals included; over the balance is the wallet's own refusal.
    expect((await requestWithdrawal(server, p.token, '20000.00')).status).toBe(201);
    const over = await refusal(await requestWithdrawal(server, p.token, '30000.01'), 422);
    expect(over.errors?.amount?.map(plainSpaces)).toEqual([
      'Without verification you can withdraw up to 50 000,00 ₽ in total (30 000,00 ₽ left). Verify your identity and address to withdraw more.',
    ]);
    expect((await refusal(await requestWithdrawal(server, p.token, '99999999'), 422)).errors?.amount).toEqual([
      'The amount exceeds your balance.',
    ]);
    expect((await kycOf(p.token)).withdrawal_left).toBe('30000.00');

    await withUserChannel(server, p, async (rt) => {
      await upload(p.token, 'identity', [['id.jpg', JPEG, 'image/jpeg']]);
      await rt.waitFor((f) => f.event === 'KycStatusChanged');
      const waiting = await json<{ data: { user_id: number; user: { email: string }; documents: Doc[] }[] }>(
        await server.api('/admin/kyc', { token: tokens.admin }),
      );
      const entry = waiting.data.find((w) => w.user_id === p.id);
      expect(entry?.user.email).toBe(p.email);
      expect(entry?.documents.find((d) => d.kind === 'identity')?.status).toBe('pending');

      const blank = await refusal(await decide(p.id, 'identity', 'reject', '  '), 422);
      expect(Object.keys(blank.errors ?? {})).toEqual(['reason']);
      expect((await decide(p.id, 'identity', 'reject', 'The photo is blurred.')).status).toBe(200);
      const pushed = await rt.waitFor(
        (f) => f.event === 'KycStatusChanged' && JSON.stringify(f.data).includes('blurred'),
      );
      expect(pushed.data).toEqual({
        ...PUSH_STAMP,
        kyc: expect.objectContaining({ level: 0, status: 'rejected' }),
        decision: { kind: 'identity', status: 'rejected', reason: 'The photo is blurred.' },
      });
      // The decision is in the player's notifications too, in the reader's (saved) language.
      const notices = async (locale: 'en' | 'ru') => {
        server.domain.repos.users.update(p.id, { locale });
        return (
          await json<{ data: { title: string; body: string }[] }>(
            await server.api('/notifications', { token: p.token }),
          )
        ).data[0];
      };
      expect(await notices('en')).toEqual(
        expect.objectContaining({
          title: 'Account verification',
          body: 'Identity document: rejected. Reason: The photo is blurred. Upload a new file on the verification page.',
        }),
      );
      expect(await notices('ru')).toEqual(
        expect.objectContaining({
          title: 'Проверка аккаунта',
          body: 'Документ, удостоверяющий личность: отклонено. Причина: The photo is blurred. Загрузите новый файл на странице проверки.',
        }),
      );
      expect(doc(await kycOf(p.token), 'identity')).toEqual(
        expect.objectContaining({ status: 'rejected', reason: 'The photo is blurred.' }),
      );
      await refusal(await decide(p.id, 'identity', 'approve'), 409);
      await refusal(await decide(p.id, 'payment_method', 'approve'), 404);

      // A new submission after a rejection starts with its own files.
      const again = await json<Kyc>(await upload(p.token, 'identity', [['id2.png', PNG, 'image/png']]));
      expect(doc(again, 'identity')).toEqual(
        expect.objectContaining({
          status: 'pending',
          reason: null,
          files: [expect.objectContaining({ name: 'id2.png' })],
        }),
      );
      expect((await decide(p.id, 'identity', 'approve')).status).toBe(200);
      const approvedPush = await rt.waitFor(
        (f) =>
          f.event === 'KycStatusChanged' &&
          JSON.stringify(f.data).includes('"decision":{"kind":"identity","status":"approved"'),
      );
      expect((approvedPush.data as { decision: unknown }).decision).toEqual({
        kind: 'identity',
        status: 'approved',
        reason: null,
      });
      expect(await notices('en')).toEqual(expect.objectContaining({ body: 'Identity document: approved.' }));
      await upload(p.token, 'address', [['bill.pdf', PDF, 'application/pdf']]);
      expect((await kycOf(p.token)).level).toBe(0);
      const approved = await json<{ documents: Doc[] }>(await decide(p.id, 'address', 'approve'));
      expect(approved.documents.map((d) => d.status)).toEqual(['approved', 'approved', 'not_started']);
      await rt.waitFor((f) => f.event === 'KycStatusChanged' && (f.data as { kyc: Kyc }).kyc.level === 1);
    });
    expect(await kycOf(p.token)).toEqual(
      expect.objectContaining({ level: 1, status: 'approved', withdrawal_left: null }),
    );
    expect((await requestWithdrawal(server, p.token, '40000.00')).status).toBe(201);
    const uploadMore = await refusal(await upload(p.token, 'identity', [['x.jpg', JPEG, 'image/jpeg']]), 422);
    expect(uploadMore.errors?.kind).toEqual(['This document is already approved.']);
  });
});
