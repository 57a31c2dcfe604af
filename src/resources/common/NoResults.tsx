import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useListContext, useTranslate } from 'react-admin';

function hasFilters(values: Record<string, unknown> | undefined): boolean {
  return Object.values(values ?? {}).some((value) => value !== undefined && value !== null && value !== '');
}

/** The empty list: with filters, "No … match these filters" and a way to clear them. */
export function NoResults({ noun }: { noun: string }) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const filtered = hasFilters(filterValues);
  return (
    <Box role="status" data-testid="list-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(filtered ? 'records.list.noMatch' : 'records.list.noneYet', { noun })}
      </Typography>
      {filtered && (
        <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, {})}>
          {translate('records.list.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
