import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { DashboardFilter, ExecutiveDashboard } from '../../domain/dashboard';
import { formatDate } from '../../i18n/format';
import { useValueText } from '../../resources/common/values';
import { stateName } from '../common/format';
import { Bars } from './Bars';
import { Figure, FigureParts } from './Figure';
import { recordListLink } from './listLink';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

const weekLabel = (week: string) => formatDate(new Date(`${week}T00:00:00Z`), { timeZone: 'UTC' });

function Headline({ data, filter }: { data: ExecutiveDashboard; filter: DashboardFilter }) {
  const translate = useTranslate();
  const { schools, learners, outOfSchool, households, communities } = data.headline;
  const male = translate('dashboards.male');
  const female = translate('dashboards.female');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', mb: 3 }}>
      {schools !== null && <Figure label={translate('dashboards.schools')} value={schools} to={recordListLink('schools', filter)} testId="figure-schools" />}
      {learners && (
        <Figure label={translate('dashboards.learners')} value={learners.total} to={recordListLink('learners', filter)} testId="figure-learners">
          <FigureParts
            parts={[
              { label: male, value: learners.male },
              { label: female, value: learners.female },
            ]}
          />
        </Figure>
      )}
      {outOfSchool && (
        <Figure
          label={translate('dashboards.outOfSchool')}
          value={outOfSchool.total}
          to={recordListLink('outOfSchoolChildren', filter)}
          testId="figure-out-of-school"
        >
          <FigureParts
            parts={[
              { label: male, value: outOfSchool.male },
              { label: female, value: outOfSchool.female },
            ]}
          />
          <FigureParts
            parts={[
              { label: translate('dashboards.neverAttended'), value: outOfSchool.neverAttended },
              { label: translate('dashboards.droppedOut'), value: outOfSchool.droppedOut },
            ]}
          />
        </Figure>
      )}
      {outOfSchool && (
        <Figure
          label={translate('dashboards.outOfSchoolGirls')}
          value={outOfSchool.female}
          to={recordListLink('outOfSchoolChildren', filter, { sex: 'Female' })}
          testId="figure-out-of-school-girls"
        />
      )}
      {households !== null && (
        <Figure label={translate('dashboards.households')} value={households} to={recordListLink('households', filter)} testId="figure-households" />
      )}
      {communities !== null && (
        <Figure label={translate('dashboards.communities')} value={communities} to={recordListLink('communities', filter)} testId="figure-communities" />
      )}
    </Box>
  );
}

/** The executive section: headline figures and where the children, learners and programmes are. */
export function ExecutiveSection({ filter }: { filter: DashboardFilter }) {
  const translate = useTranslate();
  const { data, error, isFetching, refetch } = useSection('executive', filter);
  const empty = translate('dashboards.noRecords');
  const unknown = translate('dashboards.notRecorded');
  // Reasons and centre types are stored values: shown in the reader's language.
  const valueText = useValueText();
  return (
    <SectionFrame
      id="executive"
      title={translate('dashboards.executiveTitle')}
      intro={translate('dashboards.executiveIntro')}
      loading={isFetching}
      error={error}
      generatedAt={data?.generatedAt}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <Headline data={data} filter={filter} />
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Bars
              title={translate('dashboards.perWeek')}
              testId="chart-per-week"
              empty={translate('dashboards.noRecordsInPeriod')}
              bars={data.perWeek.map((week) => ({ key: week.week, label: weekLabel(week.week), value: week.total }))}
            />
            {data.outOfSchoolByState && (
              <Bars
                title={translate('dashboards.outOfSchoolByState')}
                testId="chart-out-of-school-by-state"
                empty={empty}
                bars={data.outOfSchoolByState.map((row) => ({
                  key: row.key ?? '',
                  label: row.key ? stateName(row.key) : unknown,
                  value: row.total,
                  to: row.key
                    ? recordListLink('outOfSchoolChildren', { ...filter, state: row.key, lga: row.key === filter.state ? filter.lga : undefined })
                    : undefined,
                }))}
              />
            )}
            {data.outOfSchoolByReason && (
              <Bars
                title={translate('dashboards.outOfSchoolByReason')}
                testId="chart-out-of-school-by-reason"
                empty={empty}
                bars={data.outOfSchoolByReason.map((row) => ({
                  key: row.key ?? '',
                  label: row.key ? valueText(row.key) : unknown,
                  value: row.total,
                  to: row.key ? recordListLink('outOfSchoolChildren', filter, { reason: row.key }) : undefined,
                }))}
              />
            )}
            {data.learnersByCentreType && (
              <Bars
                title={translate('dashboards.learnersByCentreType')}
                testId="chart-learners-by-centre-type"
                empty={empty}
                // No link: these are learners, and no list shows learners by their centre's type.
                bars={data.learnersByCentreType.map((row) => ({ key: row.key ?? '', label: row.key ? valueText(row.key) : unknown, value: row.total }))}
              />
            )}
            <Bars
              title={translate('dashboards.programmes')}
              testId="chart-programmes"
              empty={translate('dashboards.noProgrammes')}
              percent
              bars={data.programmes.map((programme) => ({
                key: String(programme.id),
                label: programme.title,
                value: programme.progress ?? 0,
                to: `/admin/programmes/${programme.id}`,
              }))}
            />
          </Box>
        </>
      )}
    </SectionFrame>
  );
}
