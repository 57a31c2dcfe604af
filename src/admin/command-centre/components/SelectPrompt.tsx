import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useTranslate } from 'react-admin';

/** With no collector selected (spec 01 §2.8). */
export function SelectPrompt() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="cc-select-prompt">
      <TouchAppIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('commandCentre.selectPrompt')}
      </Typography>
      <Typography color="text.secondary">{translate('commandCentre.selectPromptHint')}</Typography>
    </Paper>
  );
}
