import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from '../../i18n/useTranslate';
import { visuallyHidden } from './visuallyHidden';

export interface SortState {
  sort: string;
  direction: 'asc' | 'desc';
  sortBy: (id: string) => void;
}

/** A column header that sorts its table by `id`; the sort order is said to screen readers. */
export function SortHeader({
  id,
  label,
  view,
  numeric = false,
  note,
  sx,
}: {
  id: string;
  label: string;
  view: SortState;
  numeric?: boolean;
  /** A footnote mark after the label (e.g. "a" for a source). */
  note?: string;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslate();
  const active = view.sort === id;
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? view.direction : false}
      sx={[{ fontWeight: 700, verticalAlign: 'bottom' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <TableSortLabel active={active} direction={active ? view.direction : 'asc'} onClick={() => view.sortBy(id)} data-testid={`sort-${id}`}>
        <span>
          {label}
          {note && <sup aria-hidden="true">{note}</sup>}
          {active && (
            <Box component="span" sx={visuallyHidden}>
              {view.direction === 'desc' ? t('dataTable.sortedDescending') : t('dataTable.sortedAscending')}
            </Box>
          )}
        </span>
      </TableSortLabel>
    </TableCell>
  );
}
