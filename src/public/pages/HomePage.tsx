import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { LoadState } from '../components/LoadState';
import { usePublicData } from '../components/usePublicData';
import { ExploreLinks } from './home/ExploreLinks';
import { HeadlineFigures } from './home/HeadlineFigures';
import { ProgrammeAbout } from './home/ProgrammeAbout';
import { ReferencePanel } from './home/ReferencePanel';

/** Home: headline figures, the literacy headline with its source, the programme, and the ways in. */
export default function HomePage() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(publicApi.summary());
  return (
    <Stack spacing={5}>
      <Box sx={{ pt: { xs: 1, md: 3 } }}>
        <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
          {t('home.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '48rem', fontWeight: 400 }}>
          {t('home.intro')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
          <Button component={RouterLink} to="/data-table" variant="contained">
            {t('home.openDataTable')}
          </Button>
          <Button component={RouterLink} to="/maps" variant="outlined">
            {t('home.seeMap')}
          </Button>
        </Stack>
      </Box>
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <HeadlineFigures answer={data} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <ReferencePanel title={t('home.literacyInNigeria')} figures={data.data.reference.literacy} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <ReferencePanel id="out-of-school" title={t('home.childrenOutOfSchool')} figures={data.data.reference.outOfSchool} />
            </Grid>
          </Grid>
        </>
      )}
      <ProgrammeAbout />
      <ExploreLinks programmes={data?.data.programmes} />
    </Stack>
  );
}
