import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { CC_MESSAGES } from '../messages';

/** With no collector selected (spec 01 §2.8). */
export function SelectPrompt() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="cc-select-prompt">
      <TouchAppIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography variant="h5" component="h2" gutterBottom>
        {CC_MESSAGES.selectPrompt}
      </Typography>
      <Typography color="text.secondary">
        Choose an online collector from the list to monitor it, send it commands and browse its data.
      </Typography>
    </Paper>
  );
}
