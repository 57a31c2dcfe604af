import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { referenceText } from '../../components/referenceTexts';
import { RichText } from '../../components/RichText';
import { referenceSourceText, recordsSourceText } from '../../components/SourceNote';
import type { TableAnswer } from './tableRows';

/** The sources of every column, under the table. */
export function TableSources({ answer }: { answer: TableAnswer }) {
  const t = useTranslate();
  const literacy = answer.rows.find((row) => row.literacy)?.literacy;
  return (
    <Box component="section" aria-labelledby="table-sources-title" data-testid="table-sources" sx={{ mt: 3 }}>
      <Typography id="table-sources-title" component="h2" variant="h3" gutterBottom>
        {t('dataTable.sources')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        {literacy && (
          <li>
            <Typography variant="body2">
              <sup>a</sup> {t('dataTable.literacySource', { definition: referenceText(t, literacy.definition), source: referenceSourceText(t, literacy) })}
            </Typography>
          </li>
        )}
        <li>
          <Typography variant="body2">{t('dataTable.recordsSource', { source: recordsSourceText(t, answer.generatedAt) })}</Typography>
        </li>
        {answer.level === 'lga' && (
          <li>
            <Typography variant="body2">{t('dataTable.lgaNote')}</Typography>
          </li>
        )}
        <li>
          <Typography variant="body2">{t('publicCommon.suppressionNote', { max: answer.suppression.threshold - 1, label: SUPPRESSED_LABEL })}</Typography>
        </li>
        <li>
          <Typography variant="body2">
            <RichText
              text={t('dataTable.howMade')}
              parts={{
                methodology: (
                  <Link component={RouterLink} to="/methodology">
                    {t('dataTable.methodologyLink')}
                  </Link>
                ),
                dataSources: (
                  <Link component={RouterLink} to="/data-sources">
                    {t('dataTable.dataSourcesLink')}
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
