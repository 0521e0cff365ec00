import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import TextField from '@mui/material/TextField';
import { baseApi } from '@/api/baseApi';
import { toApiError } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { ErrorState } from '@/ui/components/ErrorState';
import { ActingAsNotice, useActingAsPlayer } from '@/session/actingAs';
import { useClosingConfirmation } from '@/ui/host';
import { currencyDecimals, formatMoney, normaliseAmountInput } from '@/ui/format';
import { validateDepositAmount } from './depositValidation';
import { walletMessages } from './messages';
import { paymentMethodKeys } from './paymentMethods';
import { isCloseMessage, openBlankPopup, showProviderPage } from './providerWindow';
import { useCreatePaymentMutation, useGetWalletQuery } from './walletApi';
import { paymentMethods, type PaymentMethod } from './walletTypes';
import { Button } from '@/ui/primitives/Button';
import { PillButton } from '@/ui/primitives/Pill';
import { MoneyFormCard } from '@/ui/components/MoneyFormCard';
import { ChoiceField } from '@/ui/components/ChoiceField';
import { useTextWithError } from '@/ui/components/useTextWithError';

/** How often the page looks whether the player closed the provider window by hand. */
const POPUP_POLL_MS = 1000;

/** Quick amounts offered as chips: the minimum and a few round figures within the bounds. */
function quickAmounts(min: string, max: string): string[] {
  return ['500', '1000', '5000'].filter((a) => Number(a) >= Number(min) && Number(a) <= Number(max));
}

/** Starts a deposit: amount within the currency's bounds, a method, then the provider page in a popup. */
export function DepositForm() {
  const t = useMessages(walletMessages);
  const dispatch = useAppDispatch();
  const wallet = useGetWalletQuery();
  const [createPayment, { isLoading }] = useCreatePaymentMutation();
  // The amount's error here is the server's refusal; the browser's own check is `problem` below.
  const amount = useTextWithError();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [submitted, setSubmitted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  // An administrator acting as the player may not deposit: the form is disabled, the reason above it.
  const refused = useActingAsPlayer();
  const popup = useRef<Window | null>(null);
  // Inside the Telegram Mini App, closing it while the provider's window is open asks first.
  useClosingConfirmation(waiting);

  // The /close page in the popup tells us the payment flow is over: reload the history and the wallet.
  // The new balance and the toast come from the server's push (PaymentFulfilled / PaymentDeclined).
  useEffect(() => {
    const refresh = () => dispatch(baseApi.util.invalidateTags(['Payments', 'Wallet']));
    const onMessage = (event: MessageEvent) => {
      if (!isCloseMessage(event, window.location.origin)) return;
      setWaiting(false);
      refresh();
    };
    window.addEventListener('message', onMessage);
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setWaiting(false);
        refresh();
      }
    }, POPUP_POLL_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [dispatch]);

  if (wallet.isLoading) return <Skeleton variant="rounded" height={260} />;
  if (!wallet.data)
    return <ErrorState message={toApiError(wallet.error)?.message} onRetry={() => void wallet.refetch()} />;

  const { currency_code: currency, deposit_limits: limits } = wallet.data;
  const decimals = currencyDecimals(currency);
  const min = formatMoney(limits.min, currency);
  const max = formatMoney(limits.max, currency);
  const problem = submitted ? validateDepositAmount(amount.value, limits, decimals) : null;
  const amountError = problem ? t(problem, { min, max, decimals }) : amount.error;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBlockedUrl(null);
    const normalised = normaliseAmountInput(amount.value, decimals);
    if (validateDepositAmount(amount.value, limits, decimals) !== null || normalised === null) return;
    // Opened inside the click (a user gesture), pointed at the provider once the server answers.
    const opened = openBlankPopup();
    try {
      const answer = await createPayment({ amount: normalised, method }).unwrap();
      if (showProviderPage(opened, answer.redirect_url)) {
        popup.current = opened;
        setWaiting(true);
      } else {
        setBlockedUrl(answer.redirect_url);
      }
      setSubmitted(false);
    } catch (error) {
      opened?.close();
      amount.setError(toApiError(error as Parameters<typeof toApiError>[0])?.message ?? null);
    }
  };

  return (
    <MoneyFormCard
      name="deposit"
      title={t('formTitle')}
      balance={t('balance', { balance: formatMoney(wallet.data.balance, currency) })}
      onSubmit={onSubmit}
    >
      <ActingAsNotice refused="deposit" sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('amountLabel')}
          value={amount.value}
          onChange={(e) => amount.edit(e.target.value)}
          error={Boolean(amountError)}
          disabled={refused}
          helperText={amountError ?? t('amountHelp', { min, max })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'deposit-amount' } }}
          required
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {quickAmounts(limits.min, limits.max).map((quick) => (
            <PillButton
              key={quick}
              label={formatMoney(quick, currency)}
              onClick={() => amount.edit(quick)}
              variant="outlined"
              disabled={refused}
            />
          ))}
        </Box>
        <ChoiceField
          label={t('methodLabel')}
          value={method}
          choices={paymentMethods}
          choiceLabel={(m) => t(paymentMethodKeys[m])}
          disabled={refused}
          onChange={setMethod}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || refused}>
          {isLoading ? t('submitting') : t('submit')}
        </Button>
        {waiting ? (
          <Alert severity="info" role="status">
            {t('waiting')}
          </Alert>
        ) : null}
        {blockedUrl ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                href={blockedUrl}
                target="_blank"
                rel="opener"
                onClick={() => setBlockedUrl(null)}
              >
                {t('openInTab')}
              </Button>
            }
          >
            {t('popupBlocked')}
          </Alert>
        ) : null}
      </Box>
    </MoneyFormCard>
  );
}
