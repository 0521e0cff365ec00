import { memo } from 'react';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useGeneration } from '@/ui/navigation/generation';
import ButtonBase from '@mui/material/ButtonBase';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useAppSelector } from '@/app/hooks';
import { selectBalance } from '@/session/authSelectors';
import { formatMoney } from '@/ui/format/money';
import { pillSx } from '@/ui/primitives/pillLook';

const balanceSx = [
  pillSx({ color: 'primary', clickable: true }),
  { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
] as const;

/** The signed-in user's balance, formatted for its currency. Selects only balance and code, so nothing else re-renders it. */
export const HeaderBalance = memo(function HeaderBalance({ label }: { label: string }) {
  const balance = useAppSelector(selectBalance);
  const generation = useGeneration();
  if (!balance) return null;
  const amount = formatMoney(balance.balance, balance.currencyCode);
  // The balance opens the deposit screen of the generation being browsed.
  return (
    <ButtonBase
      component={RouterLink}
      to={`${generation}/deposit`}
      aria-label={`${label}: ${amount}`}
      data-testid="header-balance"
      sx={balanceSx}
    >
      <AccountBalanceWalletIcon fontSize="small" />
      {amount}
    </ButtonBase>
  );
});
