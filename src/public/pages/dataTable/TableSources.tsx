import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { IndicatorsAnswer } from '../../../domain/publicData';
import { referenceSourceText, recordsSourceText } from '../../components/SourceNote';

/** The sources of every column, under the table. */
export function TableSources({ answer }: { answer: IndicatorsAnswer }) {
  const literacy = answer.data.find((row) => row.literacy)?.literacy;
  return (
    <Box component="section" aria-labelledby="table-sources-title" data-testid="table-sources" sx={{ mt: 3 }}>
      <Typography id="table-sources-title" component="h2" variant="h3" gutterBottom>
        Sources and notes
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        {literacy && (
          <li>
            <Typography variant="body2">
              <sup>a</sup> Literacy rate by state: {literacy.definition} {referenceSourceText(literacy)}
            </Typography>
          </li>
        )}
        <li>
          <Typography variant="body2">
            Learning centres, learners, out-of-school children, households and communities: {recordsSourceText(answer.generatedAt)}
          </Typography>
        </li>
        <li>
          <Typography variant="body2">{answer.suppression.note}</Typography>
        </li>
        <li>
          <Typography variant="body2">
            How each figure is made: see the <Link component={RouterLink} to="/methodology">methodology</Link> and the{' '}
            <Link component={RouterLink} to="/data-sources">data sources</Link>.
          </Typography>
        </li>
      </Box>
    </Box>
  );
}
