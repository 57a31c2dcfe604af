import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface ExploreLinksProps {
  programmes?: { published: number; active: number };
}

/** The ways into the figures: table, charts, map and programmes. */
export function ExploreLinks({ programmes }: ExploreLinksProps) {
  const sections = [
    { to: '/data-table', title: 'Data Table', text: 'Every state with its zone and indicators: sort, filter, choose columns, download CSV.' },
    { to: '/charts', title: 'Charts', text: 'Literacy by state; out-of-school children by reason, sex, age group and zone; learners and learning centres by type of learning centre.' },
    { to: '/maps', title: 'Maps', text: 'The 37 states coloured by literacy or by the programme’s figures, with each state’s details.' },
    {
      to: '/programmes',
      title: 'Programmes',
      text: programmes
        ? `${programmes.published} published programme${programmes.published === 1 ? '' : 's'}, ${programmes.active} active: where they work and what they achieved.`
        : 'The initiatives bringing children back to learning.',
    },
  ];
  return (
    <section aria-labelledby="explore-title">
      <Typography id="explore-title" component="h2" variant="h2" gutterBottom>
        Explore the figures
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
