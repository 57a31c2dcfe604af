import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { Columns } from '../components/Columns';
import { LinkButton } from '../components/LinkButton';
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
      <Box sx={{ pt: { xs: 1, md: 3 } }}>
        <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
          {t('home.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '48rem', fontWeight: 400 }}>
          {t('home.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <LinkButton to="/data-table" variant="contained">
            {t('home.openDataTable')}
          </LinkButton>
          <LinkButton to="/maps" variant="outlined">
            {t('home.seeMap')}
          </LinkButton>
        </Box>
      </Box>
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <HeadlineFigures answer={data} />
          <Columns columns={{ xs: 1, md: '7fr 5fr' }} spacing={3}>
            <ReferencePanel title={t('home.literacyInNigeria')} figures={data.data.reference.literacy} />
            <ReferencePanel id="out-of-school" title={t('home.childrenOutOfSchool')} figures={data.data.reference.outOfSchool} />
          </Columns>
        </>
      )}
      <ProgrammeAbout />
      <ExploreLinks programmes={data?.data.programmes} />
    </Box>
  );
}
