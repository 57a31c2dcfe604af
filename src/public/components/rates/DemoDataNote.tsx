import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../i18n/useTranslate';

/** The "Demo data" label and its sentence, wherever a rate is divided by the demo seed's illustrative population. */
export function DemoDataNote() {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap data-testid="demo-data-note" sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Chip size="small" color="warning" label={t('publicRates.demo')} />
      <Typography variant="body2">{t('publicRates.demoText')}</Typography>
    </Stack>
  );
}
