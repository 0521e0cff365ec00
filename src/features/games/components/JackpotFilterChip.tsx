import ButtonBase from '@mui/material/ButtonBase';
import CloseIcon from '@mui/icons-material/Close';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { selectJackpots } from '@/site/siteSelectors';
import { useGetJackpotsQuery } from '@/site/siteApi';
import { pillSx } from '@/ui/primitives/pillLook';
import { defineMessages } from '@/i18n/messages';

// Its own strings: the chip is a chunk of its own, loaded only when the address filters by a jackpot.
const messages = defineMessages({
  ru: {
    jackpotFilter: 'Игры с джекпотом {name}',
    removeJackpotFilter: 'Убрать фильтр «Игры с джекпотом {name}»',
  },
  en: {
    jackpotFilter: 'Games with the {name} jackpot',
    removeJackpotFilter: 'Remove the filter "Games with the {name} jackpot"',
  },
});

const chipSx = [
  pillSx({ variant: 'filled', color: 'primary', clickable: true }),
  { mb: 1.5, '& > svg': { ml: '2px', mr: '-4px' } },
];

/** Says which jackpot filters the lobby (`?jackpot=`); pressing it removes that filter. */
export default function JackpotFilterChip({ jackpotId, onRemove }: { jackpotId: number; onRemove: () => void }) {
  const t = useMessages(messages);
  useGetJackpotsQuery();
  const jackpot = useAppSelector(selectJackpots)?.find((candidate) => candidate.id === jackpotId);
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
