import Box from '@mui/material/Box';
import { isAppLocale, LOCALES } from '../../i18n/locale';
import { chooseLocale } from '../../i18n/translate';
import { useLocale, useTranslate } from '../../i18n/useTranslate';
import { SelectArrow } from '../components/SelectArrow';

/**
 * English / Hausa in the top bar; the choice is remembered in the browser and used by the admin too.
 * A native select styled as MUI's NativeSelect without underline: MUI's would bring its whole input
 * machinery into every public page's first load.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslate();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', color: 'text.primary', fontSize: '0.875rem', fontWeight: 600 }}>
      <Box
        component="select"
        value={locale}
        onChange={(event) => {
          // Offline, Hausa's phrases cannot be fetched: the site stays in the language it has.
          if (isAppLocale(event.target.value)) chooseLocale(event.target.value).catch(() => undefined);
        }}
        aria-label={t('language.label')}
        data-testid="language-switch"
        sx={{
          appearance: 'none',
          userSelect: 'none',
          font: 'inherit',
          letterSpacing: 'inherit',
          color: 'currentColor',
          background: 'none',
          border: 0,
          borderRadius: 0,
          cursor: 'pointer',
          boxSizing: 'content-box',
          height: '1.4375em',
          lineHeight: '1.4375em',
          m: 0,
          p: '4px 24px 5px 0',
          minWidth: 16,
          '&:focus': { outline: 0 },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '& option': { bgcolor: 'background.paper' },
        }}
      >
        {LOCALES.map((entry) => (
          <option key={entry.locale} value={entry.locale} lang={entry.locale}>
            {t(`language.${entry.locale}`)}
          </option>
        ))}
      </Box>
      <SelectArrow right={0} />
    </Box>
  );
}
