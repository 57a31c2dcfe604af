import NativeSelect from '@mui/material/NativeSelect';
import { isAppLocale, LOCALES, setLocale } from '../../i18n/locale';
import { useLocale, useTranslate } from '../../i18n/useTranslate';

// A variable, not a literal, so the data-testid attribute passes the input's prop type.
const SWITCH_TEST_ID = { 'data-testid': 'language-switch' };

/** English / Hausa in the top bar; the choice is remembered in the browser and used by the admin too. */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslate();
  return (
    <NativeSelect
      value={locale}
      onChange={(event) => {
        if (isAppLocale(event.target.value)) setLocale(event.target.value);
      }}
      inputProps={{ 'aria-label': t('language.label'), ...SWITCH_TEST_ID }}
      disableUnderline
      sx={{ fontSize: '0.875rem', fontWeight: 600 }}
    >
      {LOCALES.map((entry) => (
        <option key={entry.locale} value={entry.locale} lang={entry.locale}>
          {t(`language.${entry.locale}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
