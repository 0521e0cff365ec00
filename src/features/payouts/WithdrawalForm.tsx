import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ActingAsNotice, useActingAsPlayer } from '@/session/actingAs';
import { selectBalance } from '@/session/authSelectors';
import { useMessages } from '@/i18n/useMessages';
import { compareDecimal, currencyDecimals, formatMoney, normaliseAmountInput } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { payoutsMessages } from './messages';
import { withdrawalMethodKeys } from './withdrawalMethods';
import { useGetWithdrawableQuery, useRequestWithdrawalMutation } from './payoutsApi';
import { useGetKycQuery } from '@/api/kycApi';
import { KycRequiredNotice } from './KycRequiredNotice';
import {
  DETAILS_MAX,
  DETAILS_MIN,
  validateWithdrawal,
  withdrawalMethods,
  type WithdrawalDraft,
} from './withdrawalValidation';
import { Button } from '@/ui/primitives/Button';
import { MoneyFormCard } from '@/ui/components/MoneyFormCard';

const emptyDraft: WithdrawalDraft = { amount: '', method: 'card', details: '', forfeitBonus: false };
/** The server names the confirmation `forfeit_bonus`; the draft calls it `forfeitBonus`. */
const serverField = (field: string): string => (field === 'forfeit_bonus' ? 'forfeitBonus' : field);

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
  const refused = useActingAsPlayer(); // an administrator acting as the player may not withdraw
  // Above what an unverified account may withdraw, the form says so before any submit (docs/kyc.md).
  const kyc = useGetKycQuery().data;
  if (!wallet) return null;

  const decimals = currencyDecimals(wallet.currencyCode);
  const available = split && split.currency_code === wallet.currencyCode ? split.withdrawable : wallet.balance;
  const balanceText = formatMoney(available, wallet.currencyCode);
  // The smallest withdrawal and the bonus money a withdrawal now ends come from GET /wallet (same currency only).
  const verificationLeft =
    kyc && kyc.currency_code === wallet.currencyCode && kyc.withdrawal_left !== null ? kyc.withdrawal_left : undefined;
  const rules = {
    ...(split && split.currency_code === wallet.currencyCode
      ? { min: split.min_withdrawal, forfeit: split.bonus_forfeit }
      : {}),
    ...(verificationLeft !== undefined ? { verificationLeft } : {}),
  };
  const minText =
    rules.min !== undefined && compareDecimal(rules.min, '0') > 0 ? formatMoney(rules.min, wallet.currencyCode) : null;
  const forfeitText =
    rules.forfeit !== undefined && compareDecimal(rules.forfeit, '0') > 0
      ? formatMoney(rules.forfeit, wallet.currencyCode)
      : null;
  const problems = validateWithdrawal(draft, available, decimals, rules);
  const clientError = (field: keyof WithdrawalDraft): string | undefined => {
    // Verification is said at once, while typing: the player should not learn it only from a refusal.
    const problem = submitted || problems[field] === 'amountNeedsVerification' ? problems[field] : undefined;
    return problem
      ? t(problem, {
          balance: balanceText,
          decimals,
          min: field === 'amount' ? (minText ?? '') : DETAILS_MIN,
          max: DETAILS_MAX,
        })
      : undefined;
  };
  // The server's first message for a field wins until the field is edited again.
  const fieldError = (field: keyof WithdrawalDraft) => serverErrors[field] ?? clientError(field);

  const edit = (field: keyof WithdrawalDraft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    setServerMessage(null);
  };
  /** A text field of the draft: its value, its edit, whether it shows an error; locked while withdrawals are refused. */
  const textField = (field: 'amount' | 'method' | 'details') => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, event.target.value),
    disabled: refused,
    error: fieldError(field) !== undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const amount = normaliseAmountInput(draft.amount, decimals);
    if (Object.keys(problems).length > 0 || amount === null || draft.method === '') return;
    try {
      const confirm = forfeitText !== null && draft.forfeitBonus === true ? { forfeit_bonus: true } : {};
      const answer = await requestWithdrawal({
        amount,
        method: draft.method,
        details: draft.details.trim(),
        ...confirm,
      }).unwrap();
      showToast(
        t('requested', { amount: formatMoney(answer.withdrawal.amount, answer.withdrawal.currency_code) }),
        'success',
      );
      setDraft(emptyDraft);
      setSubmitted(false);
      setServerErrors({});
    } catch (error) {
      const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
      const fieldErrors = Object.fromEntries(
        Object.entries(apiError?.fieldErrors ?? {}).map(([field, message]) => [serverField(field), message]),
      );
      setServerErrors(fieldErrors);
      const shownUnderFields = Object.keys(fieldErrors).some((field) => field in emptyDraft);
      setServerMessage(shownUnderFields ? null : (apiError?.message ?? null));
    }
  };

  return (
    <MoneyFormCard
      name="withdrawal"
      title={t('formTitle')}
      balance={t('balance', { balance: formatMoney(wallet.balance, wallet.currencyCode) })}
      onSubmit={onSubmit}
    >
      {split ? (
        <Box sx={{ mb: 2, mt: -1 }}>
          <Typography variant="body2" data-testid="withdrawable">
            {t('withdrawable', { amount: formatMoney(split.withdrawable, split.currency_code) })}
          </Typography>
          {kyc && verificationLeft !== undefined ? (
            <Typography variant="body2" color="text.secondary" data-testid="withdrawal-kyc-left">
              {t('kycLeft', {
                left: formatMoney(verificationLeft, kyc.currency_code),
                limit: formatMoney(kyc.withdrawal_limit, kyc.currency_code),
              })}
            </Typography>
          ) : null}
          {compareDecimal(split.bonus_balance, '0') > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="bonus-money">
              {t('bonusMoney', { amount: formatMoney(split.bonus_balance, split.currency_code) })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <ActingAsNotice refused="withdrawal" sx={{ mb: 2 }} />
      {serverMessage ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage}
        </Alert>
      ) : null}
      {/* The grid's gap spaces the fields: the theme's default field margins on top of it left wide gaps. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          '& .MuiTextField-root': { m: 0 },
        }}
      >
        <TextField
          label={t('amountLabel')}
          {...textField('amount')}
          helperText={
            fieldError('amount') ??
            (minText ? t('amountHelpMin', { min: minText, balance: balanceText }) : t('amountHelp'))
          }
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 24 } }}
        />
        <TextField
          select
          label={t('methodLabel')}
          {...textField('method')}
          helperText={fieldError('method') ?? ' '}
          required
          // The blank helper line only keeps the two columns level; in one column it was a gap before Details.
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            formHelperText: { sx: fieldError('method') ? undefined : { display: { xs: 'none', sm: 'block' } } },
          }}
        >
          {withdrawalMethods.map((method) => (
            <option key={method} value={method}>
              {t(withdrawalMethodKeys[method])}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('detailsLabel')}
          {...textField('details')}
          helperText={fieldError('details') ?? t('detailsHelp')}
          required
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: DETAILS_MAX, autoComplete: 'off' } }}
        />
      </Box>
      {kyc && problems.amount === 'amountNeedsVerification' ? <KycRequiredNotice kyc={kyc} /> : null}
      {forfeitText ? (
        <FormControl
          error={fieldError('forfeitBonus') !== undefined}
          sx={{ display: 'flex', mt: 2 }}
          data-testid="withdrawal-forfeit"
        >
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('forfeitWarning', { amount: forfeitText })}
          </Alert>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.forfeitBonus === true}
                onChange={(event) => edit('forfeitBonus', event.target.checked)}
              />
            }
            label={t('forfeitConfirm', { amount: forfeitText })}
          />
          {fieldError('forfeitBonus') ? <FormHelperText>{fieldError('forfeitBonus')}</FormHelperText> : null}
        </FormControl>
      ) : null}
      <Button type="submit" variant="contained" disabled={isLoading || refused} sx={{ mt: 2 }}>
        {isLoading ? t('submitting') : t('submit')}
      </Button>
    </MoneyFormCard>
  );
}
