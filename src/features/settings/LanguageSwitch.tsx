import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { locales, type Locale } from '@/i18n/messages';
import { useSaveLocaleMutation } from './settingsApi';

const names: Record<Locale, string> = { ru: 'Русский', en: 'English' };

/** Switches the interface language at once and, for a signed-in user, saves it on the account. */
export function LanguageSwitch({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const [saveLocale] = useSaveLocaleMutation();
  const choose = (next: Locale | null) => {
    if (!next || next === locale) return;
    dispatch(localeChosen({ locale: next }));
    if (signedIn) void saveLocale(next);
  };
  return (
    <ToggleButtonGroup exclusive value={locale} onChange={(_, next: Locale | null) => choose(next)} aria-label={label} color="primary">
      {locales.map((code) => (
        <ToggleButton key={code} value={code} lang={code}>{names[code]}</ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
