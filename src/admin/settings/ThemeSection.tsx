import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { useRemoveFromStore, useStore, useTranslate } from 'react-admin';
import { SettingsCard } from './SettingsCard';

type Choice = 'light' | 'dark' | 'system';

/**
 * Light, dark or as the device: react-admin's `theme` store key (kept in localStorage). "As the
 * device" removes the key, so react-admin follows `prefers-color-scheme` again.
 */
export function ThemeSection() {
  const translate = useTranslate();
  const [stored, setStored] = useStore<'light' | 'dark' | undefined>('theme');
  const removeTheme = useRemoveFromStore('theme');
  const choice: Choice = stored ?? 'system';
  const choose = (next: Choice | null) => {
    if (!next) return;
    if (next === 'system') removeTheme();
    else setStored(next);
  };
  return (
    <SettingsCard id="settings-theme" title={translate('accountSettings.theme.title')} intro={translate('accountSettings.theme.intro')}>
      <ToggleButtonGroup
        exclusive
        value={choice}
        onChange={(_event, next: Choice | null) => choose(next)}
        aria-label={translate('accountSettings.theme.label')}
      >
        <ToggleButton value="light">
          <LightModeIcon fontSize="small" sx={{ mr: 1 }} />
          {translate('accountSettings.theme.light')}
        </ToggleButton>
        <ToggleButton value="dark">
          <DarkModeIcon fontSize="small" sx={{ mr: 1 }} />
          {translate('accountSettings.theme.dark')}
        </ToggleButton>
        <ToggleButton value="system">
          <SettingsBrightnessIcon fontSize="small" sx={{ mr: 1 }} />
          {translate('accountSettings.theme.system')}
        </ToggleButton>
      </ToggleButtonGroup>
    </SettingsCard>
  );
}
