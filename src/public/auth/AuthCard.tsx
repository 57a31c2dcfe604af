import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The narrow card the sign-in and password pages sit in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, md: 6 }, p: { xs: 3, sm: 4 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
