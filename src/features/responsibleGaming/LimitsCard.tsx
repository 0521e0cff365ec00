import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { ChoiceField } from '@/ui/components/ChoiceField';
import { useTextWithError } from '@/ui/components/useTextWithError';
import { useMessages } from '@/i18n/useMessages';
import { compareDecimal, currencyDecimals, formatDate, normaliseAmountInput } from '@/ui/format';
import { showErrorToast, showToast } from '@/ui/toast';
import { LimitsTable } from './LimitsTable';
import { rgMessages } from './messages';
import { useSetLimitMutation } from './rgApi';
import {
  limitPeriodKeys,
  limitPeriods,
  limitTypeKeys,
  limitTypes,
  type Limit,
  type LimitPeriod,
  type LimitType,
} from './rgTypes';
import { Button } from '@/ui/primitives/Button';

/** A valid limit amount (above zero) in the wire form, or null. */
function limitAmount(raw: string, decimals: number): string | null {
  const value = normaliseAmountInput(raw, decimals);
  return value !== null && compareDecimal(value, '0') > 0 ? value : null;
}

/** Deposit and loss limits per day/week/month: the current ones with their use and pending changes, and a form to change them. */
export function LimitsCard({
  limits,
  currency,
  coolingOffHours,
  disabled = false,
}: {
  limits: Limit[];
  currency: string;
  coolingOffHours: number;
  /** Not the player's to change now (an administrator acting as them): the form is disabled. */
  disabled?: boolean;
}) {
  const t = useMessages(rgMessages);
  const [type, setType] = useState<LimitType>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const amount = useTextWithError();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const decimals = currencyDecimals(currency);
  const current = limits.find((l) => l.type === type && l.period === period);

  const save = async (value: string | null) => {
    try {
      const answer = await setLimit({ type, period, amount: value }).unwrap();
      const pendingFrom = answer.limit?.pending_from;
      showToast(pendingFrom ? t('limitPending', { date: formatDate(pendingFrom) }) : t('limitSaved'), 'success');
      amount.edit('');
    } catch (failure) {
      const apiError = toApiError(failure as Parameters<typeof toApiError>[0]);
      if (apiError?.fieldErrors.amount) amount.setError(apiError.fieldErrors.amount);
      else showErrorToast(failure);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = limitAmount(amount.value, decimals);
    if (value === null) {
      amount.setError(t('amountInvalid'));
      return;
    }
    void save(value);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="rg-limits">
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t('limitsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('limitsHelp', { hours: coolingOffHours })}
      </Typography>
      {limits.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('noLimits')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 2 }}>
          <LimitsTable limits={limits} currency={currency} />
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        <ChoiceField
          size="small"
          label={t('limitType')}
          value={type}
          choices={limitTypes}
          choiceLabel={(v) => t(limitTypeKeys[v])}
          disabled={disabled}
          onChange={setType}
        />
        <ChoiceField
          size="small"
          label={t('limitPeriod')}
          value={period}
          choices={limitPeriods}
          choiceLabel={(v) => t(limitPeriodKeys[v])}
          disabled={disabled}
          onChange={setPeriod}
        />
        <TextField
          size="small"
          label={t('limitAmount')}
          disabled={disabled}
          {...amount.fieldProps}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rg-limit-amount' } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <Button type="submit" variant="contained" disabled={isLoading || disabled}>
            {t('save')}
          </Button>
          {current && current.pending_from === null ? (
            <Button color="warning" disabled={isLoading || disabled} onClick={() => void save(null)}>
              {t('remove')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
