import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StandaloneFrame } from '../common/StandaloneFrame';
import { useTranslate } from '../../i18n/useTranslate';

/** /support: where the "Need Help?" links lead (DESIGN §8). No invented phone numbers or addresses. */
export default function SupportPage() {
  const t = useTranslate();
  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('support.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('support.intro')}</Typography>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('support.beforeContact')}
      </Typography>
      <List dense sx={{ listStyle: 'disc', pl: 3, mb: 2 }}>
        <ListItem sx={{ display: 'list-item', px: 0 }}>{t('support.forgotten')}</ListItem>
        <ListItem sx={{ display: 'list-item', px: 0 }}>{t('support.invitation')}</ListItem>
        <ListItem sx={{ display: 'list-item', px: 0 }}>{t('support.suspended')}</ListItem>
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('auth.backToLogin')}
        </Link>
        <Link component={RouterLink} to="/forgot-password">
          {t('auth.forgotPasswordLink')}
        </Link>
        <Link component={RouterLink} to="/">
          {t('nav.home')}
        </Link>
      </Box>
    </StandaloneFrame>
  );
}
