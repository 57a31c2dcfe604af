import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { stateBySlug, ZONES } from '../../../domain/locations';
import type { ReferenceCategory, ReferenceFigure } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../i18n/useTranslate';
import { formatReference } from '../../components/format';
import { zoneLabel } from '../../components/labels';
import { referenceText, referenceYear } from '../../components/referenceTexts';

const CATEGORY_KEYS: Readonly<Record<ReferenceCategory, string>> = {
  literacy: 'publicCommon.referenceTable.literacy',
  'out-of-school': 'publicCommon.referenceTable.outOfSchool',
  almajiri: 'publicCommon.referenceTable.almajiri',
};

const HEADER_KEYS = [
  'publicCommon.referenceTable.topic',
  'publicCommon.referenceTable.figure',
  'publicCommon.referenceTable.area',
  'publicCommon.referenceTable.value',
  'publicCommon.referenceTable.year',
  'publicCommon.referenceTable.ageGroup',
  'publicCommon.referenceTable.source',
  'publicCommon.referenceTable.verification',
];

function areaName(t: Translate, figure: ReferenceFigure): string {
  if (figure.scope === 'national' || !figure.area) return t('publicCommon.nigeria');
  const zone = ZONES.find((z) => z.slug === figure.area);
  return stateBySlug(figure.area)?.name ?? (zone ? zoneLabel(t, zone) : figure.area);
}

/** Every reference figure with its value, area, year, source and verification note. */
export function ReferenceTable({ figures }: { figures: readonly ReferenceFigure[] }) {
  const t = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('publicCommon.referenceTable.scrolls')} sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={t('publicCommon.referenceTable.label')} data-testid="reference-table">
        <TableHead>
          <TableRow>
            {HEADER_KEYS.map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700 }}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.id}>
              <TableCell>{t(CATEGORY_KEYS[figure.category])}</TableCell>
              <TableCell component="th" scope="row">
                {referenceText(t, figure.title)}
              </TableCell>
              <TableCell>{areaName(t, figure)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReference(figure)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{referenceYear(t, figure.year)}</TableCell>
              <TableCell>{figure.ageGroup ?? '–'}</TableCell>
              <TableCell>{referenceText(t, figure.source)}</TableCell>
              <TableCell>{referenceText(t, figure.verification)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
