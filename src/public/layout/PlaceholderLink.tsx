import Link from '@mui/material/Link';
import { useTranslate } from '../../i18n/useTranslate';

/**
 * A footer entry the spec lists but that goes nowhere yet (spec 01 §1): a focusable button that
 * says so, rather than a link to a page that does not exist.
 */
export function PlaceholderLink({ children }: { children: string }) {
  const t = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      aria-disabled="true"
      title={t('footer.notAvailableYet')}
      color="inherit"
      underline="hover"
      onClick={(event: React.MouseEvent) => event.preventDefault()}
      sx={{ font: 'inherit', textAlign: 'left', cursor: 'default', opacity: 0.85 }}
    >
      {children}
    </Link>
  );
}
