import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/useTranslate';
import { SITE_NAME } from '../../ui/siteName';
import { Columns } from '../components/Columns';
import { TextLink } from '../components/TextLink';
import { CONTENT_MAX_WIDTH, QUICK_LINKS } from './navLinks';
import { PlaceholderLink } from './PlaceholderLink';

/** The two resources that are real pages; Documentation stays a placeholder (spec 01 §1). */
const RESOURCE_LINKS = [
  { to: '/methodology', labelKey: 'footer.methodology' },
  { to: '/data-sources', labelKey: 'footer.dataSources' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </div>
  );
}

/** Site footer (spec 01 §1): About, Quick Links, Resources, Contact, copyright, legal links. */
export function Footer() {
  const t = useTranslate();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" data-testid="site-footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6 }}>
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: 5 }}>
        <Columns columns={{ xs: 1, sm: 2, md: 4 }} spacing={4}>
          <div>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.about')}
            </Typography>
            <Typography variant="body2">{t('footer.aboutText', { site: SITE_NAME })}</Typography>
          </div>
          <Column title={t('footer.quickLinks')}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <TextLink to={link.to} color="inherit">
                  {t(link.labelKey)}
                </TextLink>
              </li>
            ))}
          </Column>
          <Column title={t('footer.resources')}>
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <TextLink to={link.to} color="inherit">
                  {t(link.labelKey)}
                </TextLink>
              </li>
            ))}
            <li>
              <PlaceholderLink>{t('footer.documentation')}</PlaceholderLink>
            </li>
          </Column>
          <Column title={t('footer.contact')}>
            <li>
              <TextLink to="/support" color="inherit">
                {t('footer.ictUnit')}
              </TextLink>
            </li>
            <li>
              <PlaceholderLink>{t('footer.twitter')}</PlaceholderLink>
            </li>
            <li>
              <PlaceholderLink>{t('footer.linkedIn')}</PlaceholderLink>
            </li>
          </Column>
        </Columns>
        <Box component="hr" sx={{ my: 3, mx: 0, flexShrink: 0, border: 0, borderBottom: '1px solid rgba(255,255,255,0.3)' }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2">{t('footer.copyright', { year, site: SITE_NAME })}</Typography>
          <Box sx={{ display: 'flex', gap: 3 }}>
            <PlaceholderLink>{t('footer.privacyPolicy')}</PlaceholderLink>
            <PlaceholderLink>{t('footer.termsOfService')}</PlaceholderLink>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
