import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPRESSED_LABEL } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { LoadState } from '../components/LoadState';
import { MAP_CREDIT } from '../components/map/credit';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { PopulationSources } from './dataSources/PopulationSources';
import { ReferenceTable } from './dataSources/ReferenceTable';
import { WARDS_SOURCE_URL } from './dataSources/wardsCredit';

/** /data-sources: the platform's records, every reference figure with its provenance, the population estimates' sources, the ward list's and the map's credits. */
export default function DataSourcesPage() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(publicApi.referenceFigures());
  return (
    <>
      <PageHeader title={t('footer.dataSources')} intro={t('dataSources.intro')} />
      <Box component="section" aria-labelledby="records-title" sx={{ mb: 4, maxWidth: '60rem' }}>
        <Typography id="records-title" component="h2" variant="h2" gutterBottom>
          {t('dataSources.records')}
        </Typography>
        <Typography>
          {t('dataSources.recordsText', { label: SUPPRESSED_LABEL })} {t('dataSources.see')}{' '}
          <Link component={RouterLink} to="/methodology">
            {t('dataSources.methodology')}
          </Link>
          .
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="reference-title" sx={{ mb: 4 }}>
        <Typography id="reference-title" component="h2" variant="h2" gutterBottom>
          {t('dataSources.reference')}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '60rem' }}>{t('dataSources.referenceText')}</Typography>
        <LoadState loading={loading} error={error} retry={retry} />
        {data && <ReferenceTable figures={data.data} />}
      </Box>
      <PopulationSources />
      <Box component="section" aria-labelledby="wards-credit-title" data-testid="wards-credit-section" sx={{ mb: 4, maxWidth: '60rem' }}>
        <Typography id="wards-credit-title" component="h2" variant="h2" gutterBottom>
          {t('wards.source.title')}
        </Typography>
        <Typography>
          {t('wards.source.text')}{' '}
          <Link href={WARDS_SOURCE_URL} rel="noopener">
            {t('wards.source.repository')}
          </Link>
          . {t('wards.source.changes')}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="map-credit-title" data-testid="map-credit-section" sx={{ maxWidth: '60rem' }}>
        <Typography id="map-credit-title" component="h2" variant="h2" gutterBottom>
          {t('dataSources.map')}
        </Typography>
        <Typography>
          {t(MAP_CREDIT.textKey)} {t('dataSources.licence')}{' '}
          <Link href={MAP_CREDIT.licenceUrl} rel="license noopener">
            Creative Commons Attribution 4.0 International ({MAP_CREDIT.licence})
          </Link>
          . {t('dataSources.source')}{' '}
          <Link href={MAP_CREDIT.sourceUrl} rel="noopener">
            {t('dataSources.sourcePackage')}
          </Link>
          .
        </Typography>
      </Box>
    </>
  );
}
