/** /admin/performance-report (read_reports or manage_reports): records received per collector in a period. */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PERFORMANCE_RECORD_TYPES } from '../../domain/performanceReport';
import { formatNumber } from '../../i18n/format';
import { saveBlob } from '../../ui/saveFile';
import { PageSpinner } from '../../ui/PageSpinner';
import { CollectorsTable } from './CollectorsTable';
import { TYPE_LABEL_KEYS } from './labels';
import { presetOf, presetRange } from './period';
import { RecordsOverTime } from './RecordsOverTime';
import { ReportFilters } from './ReportFilters';
import { performanceCsv, performanceFileName, performanceXlsx } from './reportCsv';
import { usePerformanceReport } from './usePerformanceReport';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {formatNumber(value)}
      </Typography>
    </div>
  );
}

export function PerformanceReportPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const state = params.get('state') ?? '';
  const { report, loading, error, retry } = usePerformanceReport({ from, to, state });
  // The URL as last set, not as this render saw it: two quick changes (a period, then a state)
  // can both run before the page renders again, and the second must keep the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };
  const download = () => report && saveBlob(new Blob(['\uFEFF', performanceCsv(report.collectors, translate)], { type: 'text/csv;charset=utf-8' }), performanceFileName(from, to, state));
  const downloadXlsx = async () => report && saveBlob(await performanceXlsx(report.collectors, translate), performanceFileName(from, to, state, 'xlsx'));
  const title = translate('menu.performanceReport');

  return (
    <Stack spacing={2}>
      <Title title={title} />
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('reports.intro')}
      </Typography>
      <ReportFilters
        preset={presetOf(from || undefined, to || undefined, Date.now())}
        from={from}
        to={to}
        state={state}
        onPreset={(preset) => update({ from: undefined, to: undefined, ...presetRange(preset, Date.now()) })}
        onChange={update}
        onDownload={report && report.collectors.length > 0 ? download : undefined}
        onDownloadXlsx={report && report.collectors.length > 0 ? downloadXlsx : undefined}
      />
      {error && (
        <Alert severity="error" action={<Button onClick={retry}>{translate('adminCommon.tryAgain')}</Button>}>
          {error.message || translate('reports.loadFailed')}
        </Alert>
      )}
      {loading && !report && <PageSpinner label={translate('reports.loading')} />}
      {report && (
        <Stack spacing={2} sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="performance-totals">
            <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Figure label={translate('reports.records')} value={report.totals.total} />
              <Figure label={translate('reports.collectorsWithRecords')} value={report.totals.collectors} />
              {PERFORMANCE_RECORD_TYPES.map((type) => (
                <Figure key={type} label={translate(TYPE_LABEL_KEYS[type])} value={report.totals[type]} />
              ))}
            </Stack>
          </Paper>
          {report.collectors.length === 0 ? (
            <Typography color="text.secondary" data-testid="performance-empty">
              {translate(state ? 'reports.emptyInState' : 'reports.empty')}
            </Typography>
          ) : (
            <>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <RecordsOverTime byDay={report.byDay} />
              </Paper>
              <Paper variant="outlined">
                <CollectorsTable rows={report.collectors} />
              </Paper>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
