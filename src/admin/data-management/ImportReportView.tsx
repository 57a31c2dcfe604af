import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportAnswer } from '../../providers/dataTransferApi';

/** The outcome of a check or an import: the server's sentence, then the rows to correct. */
export function ImportReportView({ answer }: { answer: ImportAnswer }) {
  const translate = useTranslate();
  const { report } = answer;
  const summary = [
    translate('dataManagement.rowsRead', { count: report.rows }),
    report.alreadyPresent > 0 ? translate('dataManagement.alreadyPresent', { count: report.alreadyPresent }) : null,
    report.ignoredColumns.length > 0 ? translate('dataManagement.ignoredColumns', { columns: report.ignoredColumns.join(', ') }) : null,
  ];
  return (
    <div data-testid="import-report">
      <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
        {answer.message}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {summary.filter((part) => part !== null).join(' · ')}
      </Typography>
      {report.errors.length > 0 && (
        <>
          <Table size="small" aria-label={translate('dataManagement.rowsToCorrect')} data-testid="import-errors" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{translate('dataManagement.row')}</TableCell>
                <TableCell component="th" scope="col">{translate('dataManagement.whatToCorrect')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error) => (
                <TableRow key={error.row}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>
                    {Object.entries(error.errors)
                      .map(([field, message]) => `${field}: ${message}`)
                      .join('; ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {report.errorCount > report.errors.length && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('dataManagement.firstRowsListed', { shown: report.errors.length, total: report.errorCount })}
            </Typography>
          )}
        </>
      )}
    </div>
  );
}
