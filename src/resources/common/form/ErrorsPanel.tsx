import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import { useTranslate, useTranslateLabel } from 'react-admin';

/** Every current validation message of the form, each with its field's label. */
export function ErrorsPanel() {
  const { errors } = useFormState();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const entries = Object.entries(errors).filter(([, error]) => typeof error?.message === 'string' && error.message !== '');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="errors-panel-title" data-testid="errors-panel" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id="errors-panel-title" sx={{ mb: 1 }}>
        {translate('records.edit.errors')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate('records.edit.noErrors')}</Typography>
      ) : (
        <Alert severity="error" icon={false} role="status">
          <List dense disablePadding>
            {entries.map(([name, error]) => (
              <ListItem key={name} disableGutters data-testid={`error-${name}`}>
                <ListItemText primary={String(error?.message)} secondary={translateLabel({ source: name })} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Paper>
  );
}
