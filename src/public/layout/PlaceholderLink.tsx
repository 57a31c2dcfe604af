import Box from '@mui/material/Box';
import { useTranslate } from '../../i18n/useTranslate';

/**
 * A footer entry the spec lists but that goes nowhere yet (spec 01 §1): a focusable button that
 * says so, rather than a link to a page that does not exist. Drawn as MUI's `<Link component="button">`.
 */
export function PlaceholderLink({ children }: { children: string }) {
  const t = useTranslate();
  return (
    <Box
      component="button"
      type="button"
      aria-disabled="true"
      title={t('footer.notAvailableYet')}
      onClick={(event: React.MouseEvent) => event.preventDefault()}
      sx={{
        position: 'relative',
        WebkitTapHighlightColor: 'transparent',
        backgroundColor: 'transparent',
        color: 'inherit',
        outline: 0,
        border: 0,
        m: 0,
        borderRadius: 0,
        p: 0,
        userSelect: 'none',
        verticalAlign: 'middle',
        appearance: 'none',
        '&::-moz-focus-inner': { borderStyle: 'none' },
        '&:focus-visible': { outline: 'auto' },
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        font: 'inherit',
        letterSpacing: 'inherit',
        textAlign: 'left',
        cursor: 'default',
        opacity: 0.85,
      }}
    >
      {children}
    </Box>
  );
}
