import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '../../ui/siteName';

/** The frame of the standalone pages (no top bar, no footer): logo, then one centred card. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 6 }}
    >
      <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'primary.dark', textDecoration: 'none', mb: 4 }}>
        <img src="/logo.svg" alt={SITE_NAME} width={48} height={48} />
        <Typography component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {SITE_NAME}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
