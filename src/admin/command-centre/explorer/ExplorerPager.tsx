import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { pageNumbers } from './pager';

interface ExplorerPagerProps {
  page: number;
  pages: number;
  disabled: boolean;
  onPage: (page: number) => void;
}

/** Previous, up to 5 page numbers, Next and Page x of y (spec 01 §2.8). */
export function ExplorerPager({ page, pages, disabled, onPage }: ExplorerPagerProps) {
  const translate = useTranslate();
  return (
    <Stack
      component="nav"
      aria-label={translate('commandCentre.explorer.pages')}
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button size="small" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {translate('commandCentre.explorer.previous')}
      </Button>
      {pageNumbers(page, pages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={translate('commandCentre.explorer.page', { number })}
          disabled={disabled}
          onClick={() => onPage(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <Button size="small" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {translate('commandCentre.explorer.next')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }} data-testid="cc-page-label">
        {translate('commandCentre.explorer.pageOf', { page, pages })}
      </Typography>
    </Stack>
  );
}
