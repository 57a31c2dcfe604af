import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CONTENT_MAX_WIDTH, QUICK_LINKS, SITE_NAME } from './navLinks';
import { PlaceholderLink } from './PlaceholderLink';

/** The two resources that are real pages; Documentation stays a placeholder (spec 01 §1). */
const RESOURCE_LINKS = [
  { to: '/methodology', label: 'Methodology' },
  { to: '/data-sources', label: 'Data Sources' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Grid>
  );
}

/** Site footer (spec 01 §1): About, Quick Links, Resources, Contact, copyright, legal links. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" data-testid="site-footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6 }}>
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: 5 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              About
            </Typography>
            <Typography variant="body2">
              The {SITE_NAME} brings together figures on literacy, Almajiri learning centres, learners and
              out-of-school children across Nigeria, so that anyone can follow the programmes that bring
              every child back to learning.
            </Typography>
          </Grid>
          <Column title="Quick Links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Resources">
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                  {link.label}
                </Link>
              </li>
            ))}
            <li><PlaceholderLink>Documentation</PlaceholderLink></li>
          </Column>
          <Column title="Contact">
            <li>
              <Link component={RouterLink} to="/support" color="inherit" underline="hover">
                ICT Unit
              </Link>
            </li>
            <li><PlaceholderLink>Twitter</PlaceholderLink></li>
            <li><PlaceholderLink>LinkedIn</PlaceholderLink></li>
          </Column>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.3)' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2">
            © {year} {SITE_NAME}. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={3}>
            <PlaceholderLink>Privacy Policy</PlaceholderLink>
            <PlaceholderLink>Terms of Service</PlaceholderLink>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
