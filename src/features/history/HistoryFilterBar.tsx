import Box from '@mui/material/Box';
import { Button } from '@/ui/primitives/Button';
import { PillButton } from '@/ui/primitives/Pill';
import TextField from '@mui/material/TextField';
import { useMessages } from '@/i18n/useMessages';
import { KIND_GROUPS, type KindGroupKey } from './kindGroups';
import { historyMessages } from './messages';

export interface HistoryFilterState {
  groups: readonly KindGroupKey[];
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilterState = { groups: [], from: '', to: '' };

/** The two day fields of the range; neither can be set past the other. */
const DAY_RANGE_ENDS = [
  { end: 'from', limit: 'max', otherEnd: 'to' },
  { end: 'to', limit: 'min', otherEnd: 'from' },
] as const;

/** Kind chips (several at once; «All» clears them) and the day range of the history. */
export function HistoryFilterBar({
  value,
  onChange,
}: {
  value: HistoryFilterState;
  onChange: (next: HistoryFilterState) => void;
}) {
  const t = useMessages(historyMessages);
  const toggle = (key: KindGroupKey) =>
    onChange({
      ...value,
      groups: value.groups.includes(key) ? value.groups.filter((g) => g !== key) : [...value.groups, key],
    });
  const filtered = value.groups.length > 0 || value.from !== '' || value.to !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box role="group" aria-label={t('kinds')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <PillButton
          label={t('all')}
          color={value.groups.length === 0 ? 'primary' : 'default'}
          variant={value.groups.length === 0 ? 'filled' : 'outlined'}
          aria-pressed={value.groups.length === 0}
          onClick={() => onChange({ ...value, groups: [] })}
        />
        {KIND_GROUPS.map(({ key }) => {
          const on = value.groups.includes(key);
          return (
            <PillButton
              key={key}
              label={t(key)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              data-testid={`history-kind-${key}`}
              onClick={() => toggle(key)}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {DAY_RANGE_ENDS.map(({ end, limit, otherEnd }) => (
          <TextField
            key={end}
            type="date"
            size="small"
            sx={{ width: 180 }}
            label={t(end)}
            value={value[end]}
            onChange={(event) => onChange({ ...value, [end]: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { [limit]: value[otherEnd] || undefined, 'data-testid': `history-${end}` },
            }}
          />
        ))}
        {filtered ? (
          <Button size="small" onClick={() => onChange(NO_FILTERS)}>
            {t('reset')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
