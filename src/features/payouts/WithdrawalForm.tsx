import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { selectBalance } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { compareDecimal, currencyDecimals, formatMoney, normaliseAmountInput } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { payoutsMessages } from './messages';
import { useGetWithdrawableQuery, useRequestWithdrawalMutation } from './payoutsApi';
import {
  DETAILS_MAX,
  DETAILS_MIN,
  validateWithdrawal,
  withdrawalMethods,
  type WithdrawalDraft,
  type WithdrawalMethod,
} from './withdrawalValidation';

const methodKey = { card: 'methodCard', bank: 'methodBank', crypto: 'methodCrypto' } as const;
const emptyDraft: WithdrawalDraft = { amount: '', method: 'card', details: '' };

/** The signed-in player's withdrawal request: checked against the balance here, then by the server. */
export function WithdrawalForm() {
  const t = useMessages(payoutsMessages);
  const wallet = useAppSelector(selectBalance);
  const [draft, setDraft] = useState<WithdrawalDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [requestWithdrawal, { isLoading }] = useRequestWithdrawalMutation();
  // Active bonus money cannot be withdrawn: the limit is `withdrawable` once GET /wallet answered.
  const split = useGetWithdrawableQuery().data;
  if (!wallet) return null;

  const decimals = currencyDecimals(wallet.currencyCode);
  const available = split && split.currency_code === wallet.currencyCode ? split.withdrawable : wallet.balance;
  const balanceText = formatMoney(available, wallet.currencyCode);
  const problems = validateWithdrawal(draft, available, decimals);
  const clientError = (field: keyof WithdrawalDraft): string | undefined => {
    const problem = submitted ? problems[field] : undefined;
    return problem ? t(problem, { balance: balanceText, decimals, min: DETAILS_MIN, max: DETAILS_MAX }) : undefined;
  };
  // The server's first message for a field wins until the field is edited again.
  const fieldError = (field: keyof WithdrawalDraft) => serverErrors[field] ?? clientError(field);

  const edit = (field: keyof WithdrawalDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    setServerMessage(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const amount = normaliseAmountInput(draft.amount, decimals);
    if (Object.keys(problems).length > 0 || amount === null || draft.method === '') return;
    try {
      const answer = await requestWithdrawal({ amount, method: draft.method, details: draft.details.trim() }).unwrap();
      showToast(t('requested', { amount: formatMoney(answer.withdrawal.amount, answer.withdrawal.currency_code) }), 'success');
      setDraft(emptyDraft);
      setSubmitted(false);
      setServerErrors({});
    } catch (error) {
      const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
      setServerErrors(apiError?.fieldErrors ?? {});
      const shownUnderFields = Object.keys(apiError?.fieldErrors ?? {}).some((field) => field in draft);
      setServerMessage(shownUnderFields ? null : (apiError?.message ?? null));
    }
  };

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="withdrawal-form" aria-labelledby="withdrawal-form-title">
      <Typography id="withdrawal-form-title" component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {t('formTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="withdrawal-balance">
        {t('balance', { balance: formatMoney(wallet.balance, wallet.currencyCode) })}
      </Typography>
      {split ? (
        <Box sx={{ mb: 2, mt: -1 }}>
          <Typography variant="body2" data-testid="withdrawable">{t('withdrawable', { amount: formatMoney(split.withdrawable, split.currency_code) })}</Typography>
          {compareDecimal(split.bonus_balance, '0') > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="bonus-money">{t('bonusMoney', { amount: formatMoney(split.bonus_balance, split.currency_code) })}</Typography>
          ) : null}
        </Box>
      ) : null}
      {serverMessage ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('amountLabel')}
          value={draft.amount}
          onChange={(event) => edit('amount', event.target.value)}
          error={fieldError('amount') !== undefined}
          helperText={fieldError('amount') ?? t('amountHelp')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 24 } }}
        />
        <TextField
          select
          label={t('methodLabel')}
          value={draft.method}
          onChange={(event) => edit('method', event.target.value as WithdrawalMethod)}
          error={fieldError('method') !== undefined}
          helperText={fieldError('method') ?? ' '}
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {withdrawalMethods.map((method) => (
            <option key={method} value={method}>
              {t(methodKey[method])}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('detailsLabel')}
          value={draft.details}
          onChange={(event) => edit('details', event.target.value)}
          error={fieldError('details') !== undefined}
          helperText={fieldError('details') ?? t('detailsHelp')}
          required
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: DETAILS_MAX, autoComplete: 'off' } }}
        />
      </Box>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2 }}>
        {isLoading ? t('submitting') : t('submit')}
      </Button>
    </Paper>
  );
}
