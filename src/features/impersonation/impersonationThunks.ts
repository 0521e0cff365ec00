import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiServices } from '@/api/services';

/** Sets the `login_as` cookie, so the following requests act as that player. */
export const loginAsSet =
  (uuid: string): ThunkAction<void, unknown, ApiServices, UnknownAction> =>
  (_dispatch, _getState, services) => {
    services.tokens.setLoginAs(uuid);
  };

/** Clears the `login_as` cookie, so the following requests act as the admin again. */
export const loginAsCleared =
  (): ThunkAction<void, unknown, ApiServices, UnknownAction> => (_dispatch, _getState, services) => {
    services.tokens.clearLoginAs();
  };
