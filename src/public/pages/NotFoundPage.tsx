import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';

export default function NotFoundPage() {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, my: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('general.pageNotFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('general.noPageHere')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('general.backToHome')}
      </Button>
    </Paper>
  );
}
