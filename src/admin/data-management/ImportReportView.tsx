import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportAnswer } from '../../providers/dataTransferApi';

/** The outcome of a check or an import: the server's sentence, then the rows to correct. */
export function ImportReportView({ answer }: { answer: ImportAnswer }) {
  const { report } = answer;
  return (
    <div data-testid="import-report">
      <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
        {answer.message}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {report.rows} row(s) read
        {report.alreadyPresent > 0 && ` · ${report.alreadyPresent} already on the platform`}
        {report.ignoredColumns.length > 0 && ` · columns kept by the platform and ignored: ${report.ignoredColumns.join(', ')}`}
      </Typography>
      {report.errors.length > 0 && (
        <>
          <Table size="small" aria-label="Rows to correct" data-testid="import-errors" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">Row</TableCell>
                <TableCell component="th" scope="col">What to correct</TableCell>
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
              The first {report.errors.length} of {report.errorCount} rows are listed.
            </Typography>
          )}
        </>
      )}
    </div>
  );
}
