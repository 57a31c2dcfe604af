import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPRESSED_LABEL } from '../../domain/publicData';
import { publicApi } from '../../providers/publicApi';
import { LoadState } from '../components/LoadState';
import { MAP_CREDIT } from '../components/map/credit';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { ReferenceTable } from './dataSources/ReferenceTable';

/** /data-sources: the platform's records, every reference figure with its provenance, the map credit. */
export default function DataSourcesPage() {
  const { data, error, loading, retry } = usePublicData(publicApi.referenceFigures);
  return (
    <>
      <PageHeader title="Data Sources" intro="Where every figure on this site comes from." />
      <Box component="section" aria-labelledby="records-title" sx={{ mb: 4, maxWidth: '60rem' }}>
        <Typography id="records-title" component="h2" variant="h2" gutterBottom>Programme records</Typography>
        <Typography>
          Learning centres, learners, staff, communities, households and out-of-school children are recorded by the programme’s field
          collectors and reviewed by its staff. The public figures are counts over those records, with small counts, and any count that would let one be worked
          out, hidden to protect privacy and shown as “{SUPPRESSED_LABEL}”.
          See the <Link component={RouterLink} to="/methodology">methodology</Link>.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="reference-title" sx={{ mb: 4 }}>
        <Typography id="reference-title" component="h2" variant="h2" gutterBottom>Reference figures</Typography>
        <Typography sx={{ mb: 2, maxWidth: '60rem' }}>
          Published statistics shown for context, as far as they could be traced. None was read from the primary report itself; the
          verification note says how each was found. The programme’s staff correct them when a better source is found.
        </Typography>
        <LoadState loading={loading} error={error} retry={retry} />
        {data && <ReferenceTable figures={data.data} />}
      </Box>
      <Box component="section" aria-labelledby="map-credit-title" data-testid="map-credit-section" sx={{ maxWidth: '60rem' }}>
        <Typography id="map-credit-title" component="h2" variant="h2" gutterBottom>Map</Typography>
        <Typography>
          {MAP_CREDIT.text} Licence: <Link href={MAP_CREDIT.licenceUrl} rel="license noopener">Creative Commons Attribution 4.0 International ({MAP_CREDIT.licence})</Link>.
          Source: <Link href={MAP_CREDIT.sourceUrl} rel="noopener">svg-maps, package nigeria</Link>.
        </Typography>
      </Box>
    </>
  );
}
