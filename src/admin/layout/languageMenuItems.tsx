import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TranslateFunction } from 'react-admin';
import { LOCALES } from '../../i18n/locale';

interface LanguageMenuItemsProps {
  locale: string;
  translate: TranslateFunction;
  onChoose: (locale: string) => void;
}

/**
 * The language choice inside the user menu: toggle buttons, not menu items, so Sign out stays the
 * menu's one action (spec 01 §2.6). An array because MUI's Menu wants direct children (no fragment).
 */
export function languageMenuItems({ locale, translate, onChoose }: LanguageMenuItemsProps) {
  return [
    <Box key="language" sx={{ px: 2, py: 1 }}>
      <Typography id="admin-language-label" variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {translate('language.label')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        aria-labelledby="admin-language-label"
        onChange={(_event, chosen: unknown) => {
          if (typeof chosen === 'string') onChoose(chosen);
        }}
      >
        {LOCALES.map((entry) => (
          <ToggleButton key={entry.locale} value={entry.locale} lang={entry.locale} data-testid={`language-${entry.locale}`} sx={{ textTransform: 'none' }}>
            {translate(`language.${entry.locale}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>,
    <Divider key="language-divider" />,
  ];
}
