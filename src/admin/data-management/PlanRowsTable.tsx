/** One kind of row of a dry run or import plan (added, changed, rejected): a titled table of the first rows, and how many there are in all. */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { ArrayColumn, ArrayDataTable } from '../common/ArrayDataTable';

export type PlanCell = string | number;

interface PlanRow {
  id: PlanCell;
  cells: PlanCell[];
}

interface PlanRowsTableProps {
  /** The table's heading and accessible name. */
  label: string;
  /** The columns' translation keys; each row's first cell is its file row number. */
  head: string[];
  rows: PlanCell[][];
  /** How many rows of this kind the file has (the answer lists only the first ones). */
  total: number;
  /** Names the table for react-admin's column store. */
  name: string;
  /** The translation key of "the first %{shown} of %{total} are listed". */
  firstRowsKey: string;
}

export function PlanRowsTable({ label, head, rows, total, name, firstRowsKey }: PlanRowsTableProps) {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="h4" component="h3" sx={{ mt: 2, mb: 1, fontSize: '1rem' }}>
        {label}
      </Typography>
      <ArrayDataTable<PlanRow> rows={rows.map((cells) => ({ id: cells[0], cells }))} name={name} aria-label={label}>
        {head.map((key, column) => (
          <ArrayColumn<PlanRow> key={key} label={key} render={(row) => row.cells[column]} />
        ))}
      </ArrayDataTable>
      {total > rows.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(firstRowsKey, { shown: formatNumber(rows.length), total: formatNumber(total) })}
        </Typography>
      )}
    </>
  );
}
