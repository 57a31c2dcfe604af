import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { stateBySlug, ZONES } from '../../../domain/locations';
import type { ReferenceFigure } from '../../../domain/publicData';
import { formatReference } from '../../components/format';

const CATEGORY_LABELS = { literacy: 'Literacy', 'out-of-school': 'Out of school', almajiri: 'Almajiri' } as const;

function areaName(figure: ReferenceFigure): string {
  if (figure.scope === 'national' || !figure.area) return 'Nigeria';
  return stateBySlug(figure.area)?.name ?? ZONES.find((z) => z.slug === figure.area)?.name ?? figure.area;
}

/** Every reference figure with its value, area, year, source and verification note. */
export function ReferenceTable({ figures }: { figures: readonly ReferenceFigure[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Reference figures (scrolls)" sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label="Reference figures" data-testid="reference-table">
        <TableHead>
          <TableRow>
            {['Topic', 'Figure', 'Area', 'Value', 'Year', 'Age group', 'Source', 'Verification'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.id}>
              <TableCell>{CATEGORY_LABELS[figure.category]}</TableCell>
              <TableCell component="th" scope="row">{figure.title}</TableCell>
              <TableCell>{areaName(figure)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatReference(figure)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{figure.year}</TableCell>
              <TableCell>{figure.ageGroup ?? '–'}</TableCell>
              <TableCell>{figure.source}</TableCell>
              <TableCell>{figure.verification}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
