import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import type { Tournament } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { formatMoney } from '@/ui/format/money';
import { cardActionSx } from '@/ui/primitives/cardAction';
import { Countdown } from '@/ui/components/Countdown';
import { sharedMessages } from '@/ui/messages/sharedMessages';
import { countdownTarget } from './tournamentTiming';
import { TournamentStatusChip } from './TournamentStatusChip';

export interface TournamentCardProps {
  tournament: Tournament;
  /** The tournament's detail page. */
  to: string;
}

/** One tournament: status, prize pool, players and a live countdown; links to its detail page. */
export function TournamentCard({ tournament, to }: TournamentCardProps) {
  const t = useMessages(sharedMessages);
  const target = countdownTarget(tournament);
  return (
    <Card component="li" sx={{ listStyle: 'none' }} data-testid="tournament-card">
      <ButtonBase component={RouterLink} to={to} sx={cardActionSx}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'break-word' }}>
              {tournament.title}
            </Typography>
            <TournamentStatusChip status={tournament.status} />
          </Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('prizePool')}
          </Typography>
          <Typography variant="h6" component="p" color="primary" sx={{ mb: 1 }}>
            {formatMoney(tournament.prize_pool, tournament.currency_code)}
          </Typography>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap' }}
          >
            {target ? (
              <Countdown to={target.to} label={t(target.kind === 'start' ? 'startsIn' : 'endsIn')} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('finished')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('players', { count: tournament.players_count })}
            </Typography>
          </Box>
        </CardContent>
      </ButtonBase>
    </Card>
  );
}
