import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useDispatch, useSelector } from 'react-redux';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { locales, type Locale } from '@/i18n/messages';
import { selectIsSignedIn } from './authSelectors';
import { useSaveLocaleMutation } from './sessionApi';

const names: Record<Locale, string> = { ru: 'Русский', en: 'English' };

/**
 * The one language switch: changes the interface language at once (the locale saga remembers it in
 * localStorage) and, for a signed-in user, saves it on the account. `compact` is the RU/EN toggle of the
 * header, drawer and user menu; `full` spells the languages out (the settings page).
 */
export function LanguageSwitch({ label, variant = 'compact' }: { label: string; variant?: 'compact' | 'full' }) {
  const dispatch = useDispatch();
  const locale = useSelector(selectLocale);
  const signedIn = useSelector(selectIsSignedIn);
  const [saveLocale] = useSaveLocaleMutation();
  const choose = (next: Locale | null) => {
    if (!next || next === locale) return;
    dispatch(localeChosen({ locale: next }));
    if (signedIn) void saveLocale(next);
  };
  const compact = variant === 'compact';
  return (
    <ToggleButtonGroup
      exclusive
      value={locale}
      aria-label={label}
      onChange={(_event, next: Locale | null) => choose(next)}
      {...(compact ? { size: 'small' } : { color: 'primary' })}
    >
      {locales.map((code) => (
        <ToggleButton key={code} value={code} lang={code} {...(compact ? { sx: { px: 1, py: 0.25, fontSize: '0.75rem' } } : {})}>
          {compact ? code.toUpperCase() : names[code]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
