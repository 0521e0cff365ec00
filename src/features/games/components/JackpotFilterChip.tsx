import ButtonBase from '@mui/material/ButtonBase';
import CloseIcon from '@mui/icons-material/Close';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { selectJackpots } from '@/site/siteSelectors';
import { useGetJackpotsQuery } from '@/site/siteApi';
import { pillSx } from '@/ui/primitives/pillLook';
import { gamesMessages } from '../messages';

const chipSx = [
  pillSx({ variant: 'filled', color: 'primary', clickable: true }),
  { mb: 1.5, '& > svg': { ml: '2px', mr: '-4px' } },
];

/** Says which jackpot filters the lobby (`?jackpot=`); pressing it removes that filter. */
export function JackpotFilterChip({ jackpotId, onRemove }: { jackpotId: number | undefined; onRemove: () => void }) {
  const t = useMessages(gamesMessages);
  useGetJackpotsQuery(jackpotId === undefined ? skipToken : undefined);
  const jackpot = useAppSelector(selectJackpots)?.find((candidate) => candidate.id === jackpotId);
  if (jackpotId === undefined) return null;
  const name = jackpot?.name ?? `#${jackpotId}`;
  return (
    <ButtonBase
      focusRipple
      sx={chipSx}
      onClick={onRemove}
      aria-label={t('removeJackpotFilter', { name })}
      data-testid="jackpot-filter-chip"
    >
      {t('jackpotFilter', { name })}
      <CloseIcon aria-hidden />
    </ButtonBase>
  );
}
