import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { changeRows, valueText } from './format';

/** An update's fields as Before → After rows; any other details as formatted JSON. */
export function ChangesView({ changes }: { changes: Record<string, unknown> | null }) {
  if (!changes || Object.keys(changes).length === 0) return <Typography color="text.secondary">No details were recorded.</Typography>;
  const rows = changeRows(changes);
  if (!rows) {
    return (
      <Box component="pre" data-testid="audit-details" sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
        {JSON.stringify(changes, null, 2)}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Changed fields" data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Field</TableCell>
          <TableCell component="th" scope="col">Before</TableCell>
          <TableCell component="th" scope="col">After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">{row.field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(row.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{valueText(row.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
