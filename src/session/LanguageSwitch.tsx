import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDispatch, useSelector } from 'react-redux';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { locales, type Locale } from '@/i18n/messages';

const names: Record<Locale, string> = { ru: 'Русский', en: 'English' };

const groupSx: SxProps<Theme> = {
  display: 'inline-flex',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
};

/** One segment: the look of MUI's toggle buttons (divider lines, the chosen one shaded), sized per variant. */
const segmentSx =
  (compact: boolean): SxProps<Theme> =>
  (theme) => ({
    ...theme.typography.button,
    ...(compact ? { px: 1, py: 0.25, fontSize: '0.75rem' } : { px: 2, py: 1.25 }),
    color: 'action.active',
    transition: theme.transitions.create(['background-color', 'color'], {
      duration: theme.transitions.duration.shortest,
    }),
    '& + &': { borderLeft: 1, borderColor: 'divider' },
    '&:hover': { bgcolor: 'action.hover' },
    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&[aria-pressed="true"]': { color: compact ? 'text.primary' : 'primary.main', bgcolor: 'action.selected' },
  });

/** Built once per variant, not on every render. */
const segmentSxByVariant = { compact: segmentSx(true), full: segmentSx(false) } as const;

/**
 * The one language switch: changes the interface language at once (the locale saga remembers it in
 * localStorage and, for a signed-in user, saves it on the account). `compact` is the RU/EN toggle of the
 * header, drawer and user menu; `full` spells the languages out (the settings page).
 *
 * A group of plain toggle buttons (`aria-pressed`), each a tab stop, rather than MUI's `ToggleButtonGroup`: that one
 * registers its buttons for arrow-key focus in layout effects, whose state update makes React finish the header's
 * first commit with a synchronous re-render of the whole page (a long task on a phone), and it ships a focus manager
 * for two buttons.
 */
export function LanguageSwitch({ label, variant = 'compact' }: { label: string; variant?: 'compact' | 'full' }) {
  const dispatch = useDispatch();
  const locale = useSelector(selectLocale);
  const choose = (next: Locale) => {
    if (next !== locale) dispatch(localeChosen({ locale: next }));
  };
  const compact = variant === 'compact';
  const sx = segmentSxByVariant[variant];
  return (
    <Box role="group" aria-label={label} sx={groupSx}>
      {locales.map((code) => (
        <ButtonBase key={code} lang={code} aria-pressed={code === locale} onClick={() => choose(code)} sx={sx}>
          {compact ? code.toUpperCase() : names[code]}
        </ButtonBase>
      ))}
    </Box>
  );
}
