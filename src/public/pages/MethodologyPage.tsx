import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_GROUPS, SUPPRESSED_LABEL, SUPPRESSION_THRESHOLD } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { PageHeader } from '../components/PageHeader';
import { AGES } from '../components/rates/rateTexts';
import { RichText } from '../components/RichText';
import { suppressedKeyText } from '../components/SourceNote';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4, maxWidth: '60rem', '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}>
      <Typography id={id} component="h2" variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /methodology: where each figure comes from, how it is counted, the rates, the suppression rule, the map. */
export default function MethodologyPage() {
  const t = useTranslate();
  const hidden = { label: SUPPRESSED_LABEL, max: SUPPRESSION_THRESHOLD - 1, threshold: SUPPRESSION_THRESHOLD };
  const counting = [
    t('methodology.countingState'),
    t('methodology.countingAge', { groups: AGE_GROUPS.map(([label]) => label).join(', ') }),
    t('methodology.countingLearners'),
    t('methodology.countingNotRecorded'),
    t('methodology.countingProgress'),
    t('methodology.countingRecomputed'),
  ];
  return (
    <>
      <PageHeader title={t('footer.methodology')} intro={t('methodology.intro')} />
      <Section id="two-kinds" title={t('methodology.twoKinds')}>
        <Typography component="p">
          <RichText text={t('methodology.programmeFiguresText')} parts={{ term: <strong>{t('methodology.programmeFigures')}</strong> }} />
        </Typography>
        <Typography component="p">
          <RichText text={t('methodology.referenceFiguresText')} parts={{ term: <strong>{t('methodology.referenceFigures')}</strong> }} />
        </Typography>
      </Section>
      <Section id="counting" title={t('methodology.counting')}>
        <Box component="ul" sx={{ pl: 3 }}>
          {counting.map((text) => (
            <Typography key={text} component="li">
              {text}
            </Typography>
          ))}
        </Box>
      </Section>
      <Section id="rates" title={t('publicRates.methodology.title')}>
        {(['definition', 'gpi', 'onlyWithPopulation', 'hidden', 'demo'] as const).map((key) => (
          <Typography key={key} component="p">
            {t(`publicRates.methodology.${key}`, AGES)}
          </Typography>
        ))}
        <Typography component="p">
          <RichText
            text={t('publicRates.methodology.sources')}
            parts={{
              link: (
                <Link component={RouterLink} to="/data-sources">
                  {t('footer.dataSources')}
                </Link>
              ),
            }}
          />
        </Typography>
      </Section>
      <Section id="suppression" title={t('methodology.suppression')}>
        <Typography component="p">{t('methodology.suppressionSmall', hidden)}</Typography>
        <Typography component="p">{t('methodology.suppressionSecondary', hidden)}</Typography>
        <Typography component="p">{t('methodology.suppressionKey', { key: suppressedKeyText(t) })}</Typography>
      </Section>
      <Section id="map-method" title={t('methodology.map')}>
        <Typography component="p">
          <RichText text={t('methodology.mapText')} parts={{ package: <em>@svg-maps/nigeria</em> }} />
        </Typography>
      </Section>
      <Section id="reuse" title={t('methodology.reuse')}>
        <Typography component="p">
          <RichText
            text={t('methodology.reuseText')}
            parts={{
              link: (
                <Link component={RouterLink} to="/data-sources">
                  {t('footer.dataSources')}
                </Link>
              ),
            }}
          />
        </Typography>
      </Section>
    </>
  );
}
