import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';

interface ExploreLinksProps {
  programmes?: { published: number; active: number };
}

/**
 * MUI's CardActionArea as a plain router link: its hover and focus highlight, without the ripple
 * machinery in the home page's first load.
 */
const cardLink = (theme: Theme) => ({
  display: 'block',
  position: 'relative',
  width: '100%',
  height: '100%',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  outline: 0,
  WebkitTapHighlightColor: 'transparent',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    pointerEvents: 'none',
    bgcolor: 'currentcolor',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  '@media (hover: none)': { '&:hover::after': { opacity: 0 } },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
});

/** The ways into the figures: table, charts, map and programmes. */
export function ExploreLinks({ programmes }: ExploreLinksProps) {
  const t = useTranslate();
  const sections = [
    { to: '/data-table', title: t('nav.dataTable'), text: t('home.exploreTable') },
    { to: '/charts', title: t('nav.charts'), text: t('home.exploreCharts') },
    { to: '/maps', title: t('nav.maps'), text: t('home.exploreMaps') },
    {
      to: '/programmes',
      title: t('nav.programmes'),
      text: programmes
        ? t(programmes.published === 1 ? 'home.exploreProgrammesOne' : 'home.exploreProgrammesMany', programmes)
        : t('home.exploreProgrammesNone'),
    },
  ];
  return (
    <section aria-labelledby="explore-title">
      <Typography id="explore-title" component="h2" variant="h2" gutterBottom>
        {t('home.explore')}
      </Typography>
      <Columns columns={{ xs: 1, sm: 2, md: 4 }} spacing={3}>
        {sections.map((section) => (
          <Card key={section.to} variant="outlined" sx={{ height: '100%' }}>
            <Box component={RouterLink} to={section.to} sx={cardLink}>
              <CardContent>
                <Typography variant="h3" component="h3" gutterBottom>
                  {section.title}
                </Typography>
                <Typography color="text.secondary">{section.text}</Typography>
              </CardContent>
            </Box>
          </Card>
        ))}
      </Columns>
    </section>
  );
}
