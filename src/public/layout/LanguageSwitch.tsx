import NativeSelect from '@mui/material/NativeSelect';
import { isAppLocale, LOCALES } from '../../i18n/locale';
import { chooseLocale } from '../../i18n/translate';
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
        // Offline, Hausa's phrases cannot be fetched: the site stays in the language it has.
        if (isAppLocale(event.target.value)) chooseLocale(event.target.value).catch(() => undefined);
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
