import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The grid fields sit in: one column on phones, `columns` from md up. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } }}>
      {children}
    </Box>
  );
}

/** A titled block of a form (a section of the child form, a group inside a tab). */
export function FormSection({ title, children, columns, testId }: { title: string; children: ReactNode; columns?: 2 | 3; testId?: string }) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FieldGrid columns={columns}>{children}</FieldGrid>
    </Paper>
  );
}

/** A sub-heading spanning the grid (e.g. "Learner facilities" inside a tab). */
export function GridHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 600, mt: 1 }}>
      {children}
    </Typography>
  );
}
