import Box from '@mui/material/Box';
import { useTranslate } from '../../../i18n/useTranslate';
import { TextLink } from '../../components/TextLink';

/**
 * Home › Maps › <State>; Maps opens the map with this state chosen. Plain links rather than MUI's
 * Breadcrumbs, whose collapse button would add ButtonBase to the code the page's first paint waits for.
 */
export function StateBreadcrumbs({ slug, name }: { slug: string; name: string }) {
  const t = useTranslate();
  return (
    <Box component="nav" aria-label={t('publicState.breadcrumb')} data-testid="state-breadcrumbs" sx={{ mb: 2, color: 'text.secondary' }}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, '& > li + li::before': { content: '"›"', px: 1 } }}
      >
        <li>
          <TextLink to="/">{t('nav.home')}</TextLink>
        </li>
        <li>
          <TextLink to={`/maps?state=${encodeURIComponent(slug)}`}>{t('nav.maps')}</TextLink>
        </li>
        <Box component="li" aria-current="page" sx={{ color: 'text.primary' }}>
          {name}
        </Box>
      </Box>
    </Box>
  );
}
