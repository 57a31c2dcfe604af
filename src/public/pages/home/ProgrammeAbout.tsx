import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../i18n/useTranslate';
import { TextLink } from '../../components/TextLink';

const WORK = ['home.work1', 'home.work2', 'home.work3'];

/** What the programme does, in three lines. */
export function ProgrammeAbout() {
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="about-title">
      <Typography id="about-title" component="h2" variant="h2" gutterBottom>
        {t('home.whatItDoes')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, maxWidth: '60rem', '& li': { mb: 1 } }}>
        {WORK.map((line) => (
          <Typography key={line} component="li">
            {t(line)}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ mt: 1 }}>
        {t('home.howCounted')} <TextLink to="/methodology">{t('home.readMethodology')}</TextLink>.
      </Typography>
    </Box>
  );
}
