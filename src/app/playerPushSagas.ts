/**
 * The features' sagas that react to a player's own pushes (the wallet's, bonuses', free spins', referrals' and
 * verification's stale lists and toasts), and to the support desk's in an administrator's session. A module of its
 * own: the realtime saga loads it with the user channel's validators (one chunk, `realtime-user`) when a player's
 * session starts, so a guest's first visit never downloads them.
 */
import { bonusesPushSaga } from '@/features/bonuses/bonusesPushSaga';
import { freespinsPushSaga } from '@/features/freespins/freespinsPushSaga';
import { kycPushSaga } from '@/features/kyc/kycPushSaga';
import { referralPushSaga } from '@/features/referral/referralPushSaga';
import { securityPushSaga } from '@/features/security/securityPushSaga';
import { supportPushSaga } from '@/features/support/supportPushSaga';
import { walletPushSaga } from '@/features/wallet/walletPushSaga';

export const playerPushSagas = [
  ['walletPush', walletPushSaga],
  ['bonusesPush', bonusesPushSaga],
  ['freespinsPush', freespinsPushSaga],
  ['referralPush', referralPushSaga],
  ['kycPush', kycPushSaga],
  ['securityPush', securityPushSaga],
  ['supportPush', supportPushSaga],
] as const;
