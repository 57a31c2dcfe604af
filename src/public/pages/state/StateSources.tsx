import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPRESSED_LABEL, SUPPRESSION_THRESHOLD } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { RichText } from '../../components/RichText';

/** How the state's and its LGAs' figures are made, with the links to the methodology and the data sources. */
export function StateSources() {
  const t = useTranslate();
  const notes = [
    t('publicState.lgaMethod'),
    t('publicCommon.suppressionNote', { max: SUPPRESSION_THRESHOLD - 1, label: SUPPRESSED_LABEL }),
    t('publicState.lgaSuppression'),
  ];
  return (
    <Box component="section" aria-labelledby="state-sources-title" data-testid="state-sources">
      <Typography id="state-sources-title" component="h2" variant="h2" gutterBottom>
        {t('publicState.sourcesTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        {notes.map((note) => (
          <li key={note}>
            <Typography variant="body2">{note}</Typography>
          </li>
        ))}
        <li>
          <Typography variant="body2">
            <RichText
              text={t('publicState.howMade')}
              parts={{
                methodology: (
                  <Link component={RouterLink} to="/methodology">
                    {t('publicState.methodologyLink')}
                  </Link>
                ),
                dataSources: (
                  <Link component={RouterLink} to="/data-sources">
                    {t('publicState.dataSourcesLink')}
                  </Link>
                ),
              }}
            />
          </Typography>
        </li>
      </Box>
    </Box>
  );
}
