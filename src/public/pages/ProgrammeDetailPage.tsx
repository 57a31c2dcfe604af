import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { formatPeriod } from '../components/format';
import { LoadState } from '../components/LoadState';
import { usePublicData } from '../components/usePublicData';
import { CoverageMap } from './programmes/CoverageMap';
import { Partners } from './programmes/Partners';
import { ProgressFigures } from './programmes/ProgressFigures';
import { StatusChip } from './programmes/StatusChip';

/** /programmes/{id}: description, partners, a small map of the states covered and progress figures. */
export default function ProgrammeDetailPage() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { data, error, loading, retry } = usePublicData(publicApi.programme(id));
  const programme = data?.data;
  return (
    <>
      <Button component={RouterLink} to="/programmes" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('programmes.allProgrammes')}
      </Button>
      {!programme && (
        <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
          {t('programmes.programme')}
        </Typography>
      )}
      <LoadState loading={loading} error={error} retry={retry} label={t('programmes.loadingProgramme')} />
      {programme && data && (
        <Stack spacing={4}>
          <header>
            <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
              {programme.title}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <StatusChip status={programme.status} />
              <Typography color="text.secondary">{formatPeriod(programme.startDate, programme.endDate)}</Typography>
            </Stack>
            <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400 }}>
              {programme.summary}
            </Typography>
          </header>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 7 }}>
              <section aria-labelledby="description-title">
                <Typography id="description-title" component="h2" variant="h2" gutterBottom>
                  {t('programmes.about')}
                </Typography>
                {programme.description
                  .split(/\n\s*\n/)
                  .filter(Boolean)
                  .map((paragraph, i) => (
                    <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
                      {paragraph}
                    </Typography>
                  ))}
              </section>
              <Partners partners={programme.partners} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <CoverageMap states={programme.states} />
            </Grid>
          </Grid>
          <ProgressFigures answer={data} />
        </Stack>
      )}
    </>
  );
}
