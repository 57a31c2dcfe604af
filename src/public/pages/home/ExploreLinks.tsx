import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../../i18n/useTranslate';

interface ExploreLinksProps {
  programmes?: { published: number; active: number };
}

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
      <Grid container spacing={3}>
        {sections.map((section) => (
          <Grid key={section.to} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={section.to} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Typography variant="h3" component="h3" gutterBottom>
                    {section.title}
                  </Typography>
                  <Typography color="text.secondary">{section.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
