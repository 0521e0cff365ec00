import { memo, useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Win } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import type { Locale } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { selectIsSignedIn } from '@/session/authSelectors';
import { formatMoney } from '@/ui/format';
import { pillSx } from '@/ui/primitives/pillLook';
import { winsMessages } from './messages';
import { useListMyWinsQuery, useListWinsQuery, type WinsTab } from './winsApi';
import { selectShownWins } from './winsSelectors';

const tabSx = {
  selected: pillSx({ variant: 'filled', color: 'primary', clickable: true }),
  unselected: pillSx({ clickable: true }),
} as const;
const CARD_HEIGHT = 96;
const pad = (n: number) => String(n).padStart(2, '0');
const noWrap = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The list and its cards, styled once on the list: a card is plain elements, so a burst that brings a dozen new cards
 * each frame renders no styled component per card (docs/wins-feed.md).
 */
const listSx = (theme: Theme) =>
  ({
    display: 'flex',
    gap: 1.5,
    overflowX: 'auto',
    m: 0,
    p: 0,
    pb: 1,
    listStyle: 'none',
    '& > li': {
      flex: '0 0 auto',
      width: 208,
      height: CARD_HEIGHT,
      px: 1.5,
      py: 1,
      boxSizing: 'border-box',
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& .win-player': { ...theme.typography.body2, ...noWrap, color: 'text.primary' },
    '& .win-player[data-hidden]': { color: 'text.secondary', fontStyle: 'italic' },
    '& .win-amount': {
      ...theme.typography.h6,
      ...noWrap,
      color: 'success.light',
      fontWeight: 700,
      fontVariantNumeric: 'tabular-nums',
    },
    '& [data-big] .win-amount': { color: 'warning.light' },
    '& .win-game': { ...theme.typography.caption, ...noWrap, color: 'text.secondary' },
  }) as const;

/** The time of a win, `HH:mm` in the reader's time zone. */
function timeOf(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * One win: who (or «Скрыт»), how much in the winner's currency written the reader's way, in which game, when. A kept
 * win renders once: its card is memoised on the win, which the store never changes in place.
 */
const WinCard = memo(function WinCard({ win, locale, hidden }: { win: Win; locale: Locale; hidden: string }) {
  return (
    <li data-testid="win-card" data-big={win.big ? '' : undefined}>
      <div className="win-player" data-hidden={win.player === null ? '' : undefined}>
        {win.player ?? hidden}
      </div>
      <div className="win-amount">{formatMoney(win.amount, win.currency_code, { numbersIn: locale })}</div>
      <div className="win-game">{`${win.game.title} · ${timeOf(win.won_at)}`}</div>
    </li>
  );
});

/**
 * The live wins feed of home and the lobby: the latest real-money wins across the site, the big ones, or the player's
 * own. A burst of pushes lands as one store update a frame (auto-batched), which renders only the cards it brings.
 */
export default function WinsFeed() {
  const t = useMessages(winsMessages);
  const headingId = useId();
  const signedIn = useAppSelector(selectIsSignedIn);
  const locale = useAppSelector(selectLocale);
  const [chosen, setChosen] = useState<WinsTab>('all');
  const tab: WinsTab = chosen === 'mine' && !signedIn ? 'all' : chosen;
  const publicList = useListWinsQuery(tab === 'mine' ? skipToken : tab);
  const mineList = useListMyWinsQuery(tab === 'mine' ? undefined : skipToken);
  const wins = useAppSelector((state) => selectShownWins(state, tab));
  const loaded = tab === 'mine' ? mineList.isSuccess : publicList.isSuccess;
  const tabs: WinsTab[] = signedIn ? ['all', 'big', 'mine'] : ['all', 'big'];

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="wins-feed" sx={{ height: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 600, mr: 'auto' }}>
          {t('title')}
        </Typography>
        <Box role="tablist" aria-label={t('tabs')} sx={{ display: 'flex', gap: 1 }}>
          {tabs.map((name) => (
            <ButtonBase
              key={name}
              role="tab"
              aria-selected={tab === name}
              sx={tab === name ? tabSx.selected : tabSx.unselected}
              onClick={() => setChosen(name)}
            >
              {t(name)}
            </ButtonBase>
          ))}
        </Box>
      </Box>
      <Box role="tabpanel" aria-label={t(tab)}>
        {loaded && wins.length === 0 ? (
          <Typography color="text.secondary" sx={{ height: CARD_HEIGHT, display: 'flex', alignItems: 'center' }}>
            {tab === 'mine' ? t('emptyMine') : t('empty')}
          </Typography>
        ) : (
          <Box component="ul" tabIndex={0} aria-label={t('title')} sx={listSx}>
            {wins.map((win) => (
              <WinCard key={win.id} win={win} locale={locale} hidden={t('hidden')} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
