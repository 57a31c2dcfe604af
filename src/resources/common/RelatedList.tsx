/** The records of another type that belong to the shown record (a school's learners, a community's households), each row leading to its page. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, Pagination, ReferenceManyField, useTranslate, type SortPayload } from 'react-admin';
import { useDetailPath } from './useDetailPath';

const PER_PAGE_CHOICES = [10, 25, 50];

interface RelatedListProps {
  /** The react-admin resource of the related records. */
  resource: string;
  /** Their field holding the shown record's id (a list filter of the API). */
  target: string;
  sort: SortPayload;
  /** Translation keys of the heading and of the text shown when there are none. */
  title: string;
  empty: string;
  /** Names the block: `data-testid`. */
  testId: string;
  children: ReactNode;
}

export function RelatedList({ resource, target, sort, title, empty, testId, children }: RelatedListProps) {
  const translate = useTranslate();
  const detailPath = useDetailPath(resource);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Typography variant="h3" component="h2" sx={{ p: 1 }}>
        {translate(title)}
      </Typography>
      <ReferenceManyField reference={resource} target={target} sort={sort} perPage={10} pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}>
        <DataTable
          resource={resource}
          rowClick={(_id, _r, record) => detailPath(record)}
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate(empty)}
            </Typography>
          }
        >
          {children}
        </DataTable>
      </ReferenceManyField>
    </Paper>
  );
}
