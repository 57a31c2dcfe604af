import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { SITE_NAME } from '../../ui/siteName';
import { CONTENT_MAX_WIDTH, QUICK_LINKS } from './navLinks';
import { PlaceholderLink } from './PlaceholderLink';

/** The two resources that are real pages; Documentation stays a placeholder (spec 01 §1). */
const RESOURCE_LINKS = [
  { to: '/methodology', labelKey: 'footer.methodology' },
  { to: '/data-sources', labelKey: 'footer.dataSources' },
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
  const t = useTranslate();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" data-testid="site-footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6 }}>
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: 5 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.about')}
            </Typography>
            <Typography variant="body2">{t('footer.aboutText', { site: SITE_NAME })}</Typography>
          </Grid>
          <Column title={t('footer.quickLinks')}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </Column>
          <Column title={t('footer.resources')}>
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <PlaceholderLink>{t('footer.documentation')}</PlaceholderLink>
            </li>
          </Column>
          <Column title={t('footer.contact')}>
            <li>
              <Link component={RouterLink} to="/support" color="inherit" underline="hover">
                {t('footer.ictUnit')}
              </Link>
            </li>
            <li>
              <PlaceholderLink>{t('footer.twitter')}</PlaceholderLink>
            </li>
            <li>
              <PlaceholderLink>{t('footer.linkedIn')}</PlaceholderLink>
            </li>
          </Column>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.3)' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2">{t('footer.copyright', { year, site: SITE_NAME })}</Typography>
          <Stack direction="row" spacing={3}>
            <PlaceholderLink>{t('footer.privacyPolicy')}</PlaceholderLink>
            <PlaceholderLink>{t('footer.termsOfService')}</PlaceholderLink>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
