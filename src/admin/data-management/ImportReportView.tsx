import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportAnswer } from '../../providers/dataTransferApi';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';

const Column = ArrayColumn<ImportAnswer['report']['errors'][number] & { id: number }>;

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
          <ArrayDataTable
            rows={report.errors.map((error) => ({ ...error, id: error.row }))}
            name="import-errors"
            aria-label={translate('dataManagement.rowsToCorrect')}
            data-testid="import-errors"
            sx={{ mt: 1 }}
          >
            <Column label="dataManagement.row" render={(error) => error.row} />
            <Column
              label="dataManagement.whatToCorrect"
              render={(error) =>
                Object.entries(error.errors)
                  .map(([field, message]) => `${field}: ${message}`)
                  .join('; ')
              }
            />
          </ArrayDataTable>
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
