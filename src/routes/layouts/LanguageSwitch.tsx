import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { locales, type Locale } from '@/i18n/messages';

/** RU/EN switch; the choice is remembered in localStorage by the locale saga. */
export function LanguageSwitch({ label }: { label: string }) {
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={label}
      onChange={(_event, value: Locale | null) => {
        if (value) dispatch(localeChosen({ locale: value }));
      }}
    >
      {locales.map((l) => (
        <ToggleButton key={l} value={l} sx={{ px: 1, py: 0.25, fontSize: '0.75rem' }} lang={l}>
          {l.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
