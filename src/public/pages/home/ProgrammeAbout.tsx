import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const WORK = [
  'Registers Almajiri, Tsangaya and Islamiya learning centres, their learners and staff, and brings them basic literacy and numeracy.',
  'Finds out-of-school children household by household, records why they are out of school, and follows them back to learning.',
  'Works with communities, state agencies and partners, and publishes its figures here for anyone to check.',
];

/** What the programme does, in three lines. */
export function ProgrammeAbout() {
  return (
    <Box component="section" aria-labelledby="about-title">
      <Typography id="about-title" component="h2" variant="h2" gutterBottom>
        What the programme does
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, maxWidth: '60rem', '& li': { mb: 1 } }}>
        {WORK.map((line) => (
          <Typography key={line} component="li">{line}</Typography>
        ))}
      </Box>
      <Typography sx={{ mt: 1 }}>
        Field collectors gather the records on their devices; every public figure is a count over those records, and counts under 5 are
        hidden, with any count that would let one be worked out. <Link component={RouterLink} to="/methodology">Read the methodology</Link>.
      </Typography>
    </Box>
  );
}
