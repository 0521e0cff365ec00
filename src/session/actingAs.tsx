import { useMemo, type ReactNode } from 'react';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiServices } from '@/api/services';
import { useMessages } from '@/i18n/useMessages';
import { actingAsMessages } from './actingAsMessages';
import type { AuthState } from './authSlice';

/** The uuid an admin is impersonating (the `login_as` cookie), or null. */
export const loginAsRead =
  (): ThunkAction<string | null, unknown, ApiServices, UnknownAction> => (_dispatch, _getState, services) =>
    services.tokens.getLoginAs();

/**
 * True while an administrator acts as a player. The server refuses the player's own decisions then (money,
 * responsible gaming, credentials: docs/server.md, «Login-as»), so the screens disable them up front.
 * Re-read whenever the acting user changes (sign-in, sign-out, the start and the end of acting).
 */
export function useActingAsPlayer(): boolean {
  const dispatch = useDispatch<ThunkDispatch<unknown, ApiServices, UnknownAction>>();
  const uuid = useSelector((state: { auth: AuthState }) => state.auth.user?.uuid ?? null);
  return useMemo(() => uuid !== null && dispatch(loginAsRead()) !== null, [dispatch, uuid]);
}

/** What an administrator cannot do as the player, said beside the controls that are disabled for it. */
export type RefusedWhileActing = 'realMoney' | 'deposit' | 'withdrawal' | 'limits';

/** The reason beside a control disabled while an administrator acts as the player; nothing otherwise. */
export function ActingAsNotice({
  refused,
  action,
  sx,
}: {
  refused: RefusedWhileActing;
  action?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const t = useMessages(actingAsMessages);
  if (!useActingAsPlayer()) return null;
  return (
    <Alert severity="info" action={action} sx={sx} data-testid="acting-as-notice">
      {t(refused)}
    </Alert>
  );
}
