import { memo, useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { formatCount } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { useGetCountersQuery } from '@/site/siteApi';
import { pillSx } from '@/ui/primitives/pillLook';
import { Tooltip } from '@/ui/theme';
import { connectionMessages } from './messages';
import { playersOnlineCounter, selectPresenceCount } from './selectors';

/** Wide enough for a four-digit count with its icon. */
const PILL_MIN_WIDTH = 84;
const countSx = [
  pillSx({ size: 'small' }),
  { fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'inline-flex' }, minWidth: PILL_MIN_WIDTH },
] as const;

/**
 * Players online: the live presence-channel count while signed in (joined), otherwise the site's
 * `players_online` counter from GET /counters. Hidden while neither is known.
 */
export const OnlineCount = memo(function OnlineCount() {
  const presence = useAppSelector(selectPresenceCount);
  const { data: counters } = useGetCountersQuery(undefined, { skip: presence !== null });
  const t = useMessages(connectionMessages);
  const locale = useAppSelector(selectLocale);
  // Drawn in a background render: the first pill of a page compiles its styles, which is not worth holding the
  // header's store update for.
  const count = useDeferredValue(presence ?? playersOnlineCounter(counters));
  // Its place is kept while the count is unknown, so the header does not move when it arrives. Nobody counted (a
  // guest is not: the presence channel is for signed-in players) is not news worth «0» in the header either.
  if (count === null || count === 0)
    return <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, width: PILL_MIN_WIDTH }} />;
  const label = t('onlinePlayers', { count });
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        aria-label={label}
        data-testid="online-count"
        data-source={presence !== null ? 'presence' : 'counter'}
        sx={countSx}
      >
        <PeopleAltIcon fontSize="small" />
        {formatCount(count, locale)}
      </Box>
    </Tooltip>
  );
});
