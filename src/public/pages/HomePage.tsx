import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const SECTIONS = [
  { to: '/data-table', title: 'Data Table', text: 'Figures by state and local government area.' },
  { to: '/charts', title: 'Charts', text: 'Trends and comparisons at a glance.' },
  { to: '/maps', title: 'Maps', text: 'The country state by state.' },
  { to: '/programmes', title: 'Programmes', text: 'The initiatives bringing children back to learning.' },
];

/** Home: what the site is and where to go. The figures themselves come with a later issue. */
export default function HomePage() {
  return (
    <>
      <Box sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h1" component="h1" gutterBottom sx={{ color: 'primary.dark' }}>
          Literacy and learning across Nigeria
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '48rem' }}>
          Comprehensive insights on literacy rates and educational initiatives across the country: Almajiri
          learning centres, their learners, and out-of-school children and their communities.
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {SECTIONS.map((section) => (
          <Grid key={section.to} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={section.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" component="h2" gutterBottom>
                    {section.title}
                  </Typography>
                  <Typography color="text.secondary">{section.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
