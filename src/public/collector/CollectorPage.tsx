import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { isCollectorRole } from '../../domain/roles';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { useTranslate } from '../../i18n/useTranslate';
import { StandaloneFrame } from '../common/StandaloneFrame';

/**
 * /collector: collectors work in the mobile app. After accepting an invitation (`?accepted=true`),
 * and for a signed-in collector, it shows the Account Activated texts (spec 01 §1, §2.5), and it
 * links to the web collector (/collect/) for those without the app.
 */
export default function CollectorPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const t = useTranslate();
  const navigate = useNavigate();
  const activated = params.get('accepted') === 'true' || (user !== null && isCollectorRole(user.role || user.roleData?.name));
  return (
    <StandaloneFrame>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <PhoneAndroidIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        {activated ? (
          <Box data-testid="account-activated">
            <Typography variant="h2" component="h1" gutterBottom>
              {t('collector.accountActivated')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('auth.proceedToMobileApp')}</Typography>
            <Typography color="text.secondary">{t('auth.contactIctUnit')}</Typography>
          </Box>
        ) : (
          <Box>
            <Typography variant="h2" component="h1" gutterBottom>
              {t('collector.area')}
            </Typography>
            <Typography color="text.secondary">
              {t('collector.intro')} {t('auth.contactIctUnit')}.
            </Typography>
          </Box>
        )}
        <Typography>{t('collector.webCollectorIntro')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          {/* A page of its own (its own bundle and service worker), so a plain link, not the router's. */}
          <Button href="/collect/" variant="contained" data-testid="open-web-collector">
            {t('collector.openWebCollector')}
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('general.backToHome')}
          </Button>
          {user && (
            <Button variant="outlined" onClick={() => void session.logout().finally(() => navigate('/login', { replace: true }))}>
              {t('collector.signOut')}
            </Button>
          )}
        </Stack>
      </Stack>
    </StandaloneFrame>
  );
}
