import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_GROUPS, SUPPRESSED_KEY, SUPPRESSED_LABEL, SUPPRESSION_THRESHOLD } from '../../domain/publicData';
import { PageHeader } from '../components/PageHeader';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4, maxWidth: '60rem', '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}>
      <Typography id={id} component="h2" variant="h2" gutterBottom>{title}</Typography>
      {children}
    </Box>
  );
}

/** /methodology: where each figure comes from, how it is counted, the suppression rule, the map. */
export default function MethodologyPage() {
  return (
    <>
      <PageHeader title="Methodology" intro="How the figures on this site are made, and what they can and cannot tell you." />
      <Section id="two-kinds" title="Two kinds of figures">
        <Typography component="p">
          <strong>Programme figures</strong> (learning centres, learners, out-of-school children, households, communities) are counts of the
          records that the programme’s field collectors gather on their devices and sync to the platform. They describe the programme’s
          work, not the whole population: a state with few records is a state where the programme has recorded little so far.
        </Typography>
        <Typography component="p">
          <strong>Reference figures</strong> (literacy rates, published estimates of out-of-school children, notes on Almajiri numbers) are
          published statistics from other bodies. They are not computed from our records. Each is stored with its source, year, indicator
          definition, age group and a verification note, and the note is shown next to the figure wherever it appears. State literacy rates
          are “attributed to NBS (c. 2017), unverified”: the survey behind them has not been found.
        </Typography>
      </Section>
      <Section id="counting" title="How the programme figures are counted">
        <Box component="ul" sx={{ pl: 3 }}>
          <Typography component="li">A state’s figure counts the records whose state is that state. A zone is the sum of its states. National totals count every record, including those without a known state.</Typography>
          <Typography component="li">Out-of-school children are grouped by the age recorded in years: {AGE_GROUPS.map(([label]) => label).join(', ')}. The forms accept ages 5 to 15.</Typography>
          <Typography component="li">
            Learners by type of learning centre: each learner counts under the type of the centre they are enrolled in, in the state where
            the learner was recorded. A learner not linked to a centre counts as “Not recorded”.
          </Typography>
          <Typography component="li">“Not recorded” counts records where a value is missing or is not one of the listed values.</Typography>
          <Typography component="li">A programme’s progress counts every record of the platform in the states the programme covers, since records began.</Typography>
          <Typography component="li">Figures are recomputed as soon as records change; each page says when its figures were computed.</Typography>
        </Box>
      </Section>
      <Section id="suppression" title="Protecting people: the suppression rule">
        <Typography component="p">
          Only totals are published; no page or download carries a name, a phone number, an address, coordinates or the identifier of a
          person, household or learning centre. Any count from 1 to {SUPPRESSION_THRESHOLD - 1} is hidden and shown as “{SUPPRESSED_LABEL}”, so that no
          one can be singled out in a small group. A count of 0 is shown as 0.
        </Typography>
        <Typography component="p">
          Totals are computed from the full figures. Where a hidden count could be worked out from a total (a total minus the other
          counts shown beside it, or a zone minus its other states), another small count is hidden too, shown the same way as
          “{SUPPRESSED_LABEL}”, so that no hidden count can be recovered by subtraction. An “{SUPPRESSED_LABEL}” therefore says nothing of
          the size of the count: it may stand for a count of {SUPPRESSION_THRESHOLD} or more. In charts, hidden counts have no bar; the
          table under each chart shows “{SUPPRESSED_LABEL}”. In CSV downloads, hidden cells read “{SUPPRESSED_LABEL}”.
        </Typography>
        <Typography component="p">
          Key: {SUPPRESSED_KEY}.
        </Typography>
      </Section>
      <Section id="map-method" title="The map">
        <Typography component="p">
          The map is drawn in your browser from the state outlines of the <em>@svg-maps/nigeria</em> package (CC BY 4.0), with no online map
          service. States are coloured in up to five classes holding about the same number of states each (quantiles); a state without a
          figure is grey. Class limits change with the indicator, so compare colours within one map only.
        </Typography>
      </Section>
      <Section id="reuse" title="Reusing the figures">
        <Typography component="p">
          Every page keeps its view in its address: copy the link to share exactly what you see. The data table downloads as CSV and every
          chart as a PNG image with its title and source. Please cite the source shown beside each figure. All sources are listed
          on <Link component={RouterLink} to="/data-sources">Data Sources</Link>.
        </Typography>
      </Section>
    </>
  );
}
