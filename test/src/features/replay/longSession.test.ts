/** @jest-environment node */
/**
 * A long session recorded by the real store against the real contract and realtime servers: guest
 * browsing, sign-in, a Telegram link, 1,000 BalanceChanged pushes published through the official
 * `pusher` SDK, a withdrawal, sign-out. The "report a problem" file is exported, parsed and replayed:
 * the state after every action must equal the recorded one, and the file must hold no secret.
 */
import { createHash, createHmac } from 'node:crypto';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createRedactor } from '@/diagnostics/redaction';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { authApi } from '@/features/auth/authApi';
import { sessionApi } from '@/session/sessionApi';
import { gamesApi } from '@/features/games/gamesApi';
import { payoutsApi } from '@/features/payouts/payoutsApi';
import { promotionsApi } from '@/features/promotions/promotionsApi';
import { siteApi } from '@/site/siteApi';
import { createReport } from '@/diagnostics/createReport';
import { parseReportFile, serializeReportFile } from '@/diagnostics/logFormat';
import { telegramLinkRequested } from '@/features/telegram/telegramRequests';
import { widgetAuthRequest, type TelegramWidgetAuth } from '@/features/telegram/telegramData';
import { foldLog } from '@/features/replay/replayLog';
import { diffStates } from '@/features/replay/stateDiff';
import { userChannelName } from '@/realtime/events';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../../server/config';
import { buildStore, run, waitFor, type Servers, type TestStore } from '../../../support/realtimeHarness';
import { DEMO, startTestContractServer } from '../../../support/contractServer';

jest.setTimeout(60_000);

const PLAYER = { email: DEMO.player.email, password: DEMO.player.password };
const EVENTS = 1000;

let servers: Servers;
let session: TestStore | undefined;
/** The real state after every action the reducer saw, in order (the harness's log, outside the recorder). */
let statesAfter: RootState[] = [];
/** The raw actions (unredacted) in the same order. */
let rawActions: UnknownAction[] = [];
let exported = '';
let token = '';
let telegramHash = '';
let telegramDataString = '';

/** Login Widget data signed with the contract server's (development) bot token, as Telegram would sign it. */
function signedWidgetAuth(): TelegramWidgetAuth {
  const fields = {
    id: 777_000_123,
    first_name: 'Replay',
    username: 'replay_qa',
    auth_date: Math.floor(Date.now() / 1000),
  };
  const checkString = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  const secret = createHash('sha256').update(DEV_TELEGRAM_BOT_TOKEN).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
  session = buildStore(servers);
  const { store, tokens } = session;
  // The harness keeps the real state after every reducer call; restart both logs and the recorder here so they line up.
  const recorder = await store.recorder.load();
  session.clearLogs();
  statesAfter = session.states;
  rawActions = session.actions;
  recorder.clear();

  await waitFor('socket connected', () => store.getState().realtime.status === 'connected');

  // A guest browses.
  await run(store.dispatch(gamesApi.endpoints.listProviders.initiate()));
  await run(store.dispatch(gamesApi.endpoints.listTags.initiate()));
  await run(store.dispatch(promotionsApi.endpoints.listPromotions.initiate()));
  await run(store.dispatch(siteApi.endpoints.getJackpots.initiate()));
  await run(store.dispatch(siteApi.endpoints.getCurrencies.initiate()));

  // Signs in through the app's own mutation (token into the token store, user into the state).
  await run(store.dispatch(authApi.endpoints.signIn.initiate(PLAYER)));
  token = tokens.getToken() ?? '';
  const user = store.getState().auth.user;
  if (!user || !token) throw new Error('sign-in failed');
  const privateChannel = `private-${userChannelName(user.uuid)}`;
  await waitFor('private channel subscribed', () => servers.standalone.subscriptions(privateChannel) === 1);

  // Links Telegram (the signed data goes to the server, never into the log).
  const widget = signedWidgetAuth();
  const request = widgetAuthRequest(widget);
  telegramHash = widget.hash;
  telegramDataString = request.dataString;
  const linked = await store.dispatch(telegramLinkRequested(request));
  if (!linked.ok) throw new Error(`telegram link failed: ${linked.message}`);

  // 1,000 pushes, for real through the realtime server, ten per HTTP batch.
  for (let i = 0; i < EVENTS; i += 10) {
    const batch = Array.from({ length: 10 }, (_, j) => ({
      channel: privateChannel,
      name: 'BalanceChanged',
      data: { balance: `${1000 + i + j}.${String((i + j) % 100).padStart(2, '0')}`, currency_code: 'RUB' },
    }));
    await servers.standalone.pusher.triggerBatch(batch);
  }
  const last = `${1000 + EVENTS - 1}.${String((EVENTS - 1) % 100).padStart(2, '0')}`;
  await waitFor('every push folded', () => store.getState().auth.user?.balance === last, 20_000);

  // Browses the account, withdraws, signs out.
  await run(store.dispatch(payoutsApi.endpoints.listWithdrawals.initiate({ page: 1 })));
  await run(
    store.dispatch(
      payoutsApi.endpoints.requestWithdrawal.initiate({
        amount: '500.00',
        method: 'card',
        details: '4111 1111 1111 1111',
      }),
    ),
  );
  await run(store.dispatch(sessionApi.endpoints.signOut.initiate()));
  await waitFor('signed out', () => store.getState().auth.status === 'signedOut');
  await waitFor('private channel left', () => servers.standalone.subscriptions(privateChannel) === 0);

  exported = serializeReportFile(
    createReport(recorder, { description: 'Balance looked wrong after the withdrawal', locale: 'ru' }),
  );
});

afterAll(async () => {
  session?.stop();
  await servers?.close();
});

describe('a long recorded session', () => {
  it('replays from the exported file to the recorded state after every action', () => {
    const log = parseReportFile(exported);
    expect(log.actions.length).toBe(statesAfter.length);
    // our 1,000 pushes, plus the server's own one for the withdrawal
    expect(log.actions.filter((a) => a.type === 'realtime/balanceChanged').length).toBeGreaterThanOrEqual(EVENTS);
    expect(log.actions.some((a) => a.type === 'auth/signedIn')).toBe(true);
    expect(log.actions.some((a) => a.type === 'auth/signedOut')).toBe(true);

    const replay = foldLog(log, rootReducer);
    expect(replay.foldError).toBeNull();
    expect(replay.verification.ok).toBe(true);
    expect(replay.verification.checked).toBeGreaterThanOrEqual(Math.floor(log.actions.length / 250));

    const redactor = createRedactor();
    const mismatches: string[] = [];
    statesAfter.forEach((recorded, i) => {
      const differences = diffStates(redactor(recorded), replay.states[i + 1], 3);
      if (differences.length > 0)
        mismatches.push(`after action ${i} (${log.actions[i]?.type}): ${differences.map((d) => d.path).join(', ')}`);
    });
    expect(mismatches).toEqual([]);

    // The moment of the withdrawal is in the replay: the balance the server answered with.
    const withdrawn = log.actions.findIndex(
      (a) =>
        a.type === 'payouts/withdrawalRequested' ||
        (a.type === 'api/executeMutation/fulfilled' &&
          (a.meta as { arg?: { endpointName?: string } }).arg?.endpointName === 'requestWithdrawal'),
    );
    expect(withdrawn).toBeGreaterThan(0);
  });

  it('keeps no secret of the session in the exported file', () => {
    // The secrets did pass through the store's pipeline…
    expect(JSON.stringify(rawActions)).toContain(PLAYER.password);
    expect(token.length).toBeGreaterThan(10);
    // …and none of them is in the file.
    for (const secret of [
      token,
      PLAYER.password,
      telegramHash,
      telegramDataString,
      PLAYER.email,
      '4111 1111 1111 1111',
    ]) {
      expect(exported.includes(secret)).toBe(false);
    }
    expect(exported).toContain('pl***@example.com');
  });
});
