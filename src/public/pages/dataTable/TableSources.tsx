import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { DemoDataNote } from '../../components/rates/DemoDataNote';
import { rateNoteTexts, usesDemoPopulation } from '../../components/rates/rateTexts';
import { referenceText } from '../../components/referenceTexts';
import { RichText } from '../../components/RichText';
import { referenceSourceText, recordsSourceText } from '../../components/SourceNote';
import { NOTE_MARKS } from './tableColumns';
import type { TableAnswer } from './tableRows';
import type { TableView } from './useTableView';

/** The sources of every column, under the table; the rates' populations are those of the rows shown, when a rate column is. */
export function TableSources({ answer, view }: { answer: TableAnswer; view: Pick<TableView, 'rows' | 'columns'> }) {
  const t = useTranslate();
  const literacy = answer.rows.find((row) => row.literacy)?.literacy;
  const rates = view.columns.some((column) => column.source === 'population') ? view.rows.map((row) => row.primaryAgeRate) : [];
  const rateNotes = rateNoteTexts(t, rates, SUPPRESSED_LABEL);
  return (
    <Box component="section" aria-labelledby="table-sources-title" data-testid="table-sources" sx={{ mt: 3 }}>
      <Typography id="table-sources-title" component="h2" variant="h3" gutterBottom>
        {t('dataTable.sources')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
        {literacy && (
          <li>
            <Typography variant="body2">
              <sup>{NOTE_MARKS.literacy}</sup>{' '}
              {t('dataTable.literacySource', { definition: referenceText(t, literacy.definition), source: referenceSourceText(t, literacy) })}
            </Typography>
          </li>
        )}
        {rateNotes.map((text, index) => (
          <li key={text}>
            <Typography variant="body2" data-testid="rate-note">
              {index === 0 && <sup>{NOTE_MARKS.population}</sup>} {text}
            </Typography>
            {index === rateNotes.length - 1 && usesDemoPopulation(rates) && <DemoDataNote />}
          </li>
        ))}
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
