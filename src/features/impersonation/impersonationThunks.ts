import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from '@/app/services';

/** The uuid an admin is impersonating (the `login_as` cookie), or null. */
export const loginAsRead = (): ThunkAction<string | null, unknown, AppServices, UnknownAction> => (_dispatch, _getState, services) =>
  services.tokens.getLoginAs();

/** Clears the `login_as` cookie, so the following requests act as the admin again. */
export const loginAsCleared = (): ThunkAction<void, unknown, AppServices, UnknownAction> => (_dispatch, _getState, services) => {
  services.tokens.clearLoginAs();
};
