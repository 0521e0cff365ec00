import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoyaltyLevel } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/i18n/localeSlice';
import { ColumnHeads } from '@/ui/components/ColumnHeads';
import { formatPercent } from '@/ui/format';
import { formatCount } from '@/i18n/messages';
import { loyaltyMessages } from './messages';
import { Pill } from '@/ui/primitives/Pill';

const perksColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Every loyalty level with its threshold, cashback and perks; the player's level is highlighted. */
export const LevelsTable = memo(function LevelsTable({
  levels,
  currentId,
}: {
  levels: LoyaltyLevel[];
  currentId: number;
}) {
  const t = useMessages(loyaltyMessages);
  const locale = useAppSelector(selectLocale);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('levels')}>
        <ColumnHeads
          columns={[
            t('level'),
            { label: t('minPoints'), align: 'right' },
            { label: t('cashbackColumn'), align: 'right' },
            { label: t('perks'), sx: perksColumn },
          ]}
        />
        <TableBody>
          {levels.map((level) => {
            const current = level.id === currentId;
            return (
              <TableRow key={level.id} selected={current} aria-current={current ? 'true' : undefined}>
                <TableCell component="th" scope="row">
                  {level.name}{' '}
                  {current ? <Pill size="small" color="primary" label={t('current')} sx={{ ml: 1 }} /> : null}
                  {/* On phones the perks go under the name instead of a fourth column. */}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
                  >
                    {level.perks.join(', ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatCount(level.min_points, locale)}</TableCell>
                <TableCell align="right">{formatPercent(level.cashback_percent, locale)}</TableCell>
                <TableCell sx={perksColumn}>{level.perks.length > 0 ? level.perks.join(', ') : t('noPerks')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
