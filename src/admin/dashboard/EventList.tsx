import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export interface EventLine {
  key: string;
  primary: string;
  secondary: string;
}

/** A short titled list (silent collectors, jobs, audit events) with what to show when it is empty. */
export function EventList({ title, lines, empty, testId }: { title: string; lines: EventLine[]; empty: string; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense aria-label={title}>
          {lines.map((line) => (
            <ListItem key={line.key} disableGutters>
              <ListItemText primary={line.primary} secondary={line.secondary} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
