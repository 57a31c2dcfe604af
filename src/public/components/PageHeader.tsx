import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A page's h1 and its one-paragraph introduction. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ maxWidth: '60rem' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
