import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { auditFieldText, changeRows, changeValueText } from './format';

/** An update's fields (by their labels) as Before → After rows; any other details as formatted JSON. */
export function ChangesView({ resource, changes }: { resource: string; changes: Record<string, unknown> | null }) {
  const translate = useTranslate();
  if (!changes || Object.keys(changes).length === 0) return <Typography color="text.secondary">{translate('auditLogs.noDetails')}</Typography>;
  const rows = changeRows(changes);
  if (!rows) {
    return (
      <Box component="pre" data-testid="audit-details" sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
        {JSON.stringify(changes, null, 2)}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={translate('auditLogs.changedFields')} data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('auditLogs.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('auditLogs.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('auditLogs.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row" title={row.field}>
              {auditFieldText(resource, row.field, translate)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changeValueText(row.field, row.before, translate)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changeValueText(row.field, row.after, translate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
