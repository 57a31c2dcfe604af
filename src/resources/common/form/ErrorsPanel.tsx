import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';

/** Every current validation message of the form, each with its field's label. */
export function ErrorsPanel({ labels, title = 'Errors' }: { labels: Readonly<Record<string, string>>; title?: string }) {
  const { errors } = useFormState();
  const entries = Object.entries(errors).filter(([, error]) => typeof error?.message === 'string' && error.message !== '');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="errors-panel-title" data-testid="errors-panel" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id="errors-panel-title" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No validation errors.</Typography>
      ) : (
        <Alert severity="error" icon={false} role="status">
          <List dense disablePadding>
            {entries.map(([name, error]) => (
              <ListItem key={name} disableGutters data-testid={`error-${name}`}>
                <ListItemText primary={String(error?.message)} secondary={labels[name] ?? name} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Paper>
  );
}
