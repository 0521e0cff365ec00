import { memo } from 'react';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import Chip from '@mui/material/Chip';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useAppSelector } from '@/app/hooks';
import { selectBalance } from '@/session/authSelectors';
import { formatMoney } from '@/ui/format';

/** The signed-in user's balance, formatted for its currency. Selects only balance and code, so nothing else re-renders it. */
export const HeaderBalance = memo(function HeaderBalance({ label }: { label: string }) {
  const balance = useAppSelector(selectBalance);
  const generation = useGeneration();
  if (!balance) return null;
  // The balance opens the deposit screen of the generation being browsed.
  return (
    <Chip
      component={RouterLink}
      to={`${generation}/deposit`}
      clickable
      icon={<AccountBalanceWalletIcon fontSize="small" />}
      label={formatMoney(balance.balance, balance.currencyCode)}
      aria-label={`${label}: ${formatMoney(balance.balance, balance.currencyCode)}`}
      data-testid="header-balance"
      color="primary"
      variant="outlined"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    />
  );
});
