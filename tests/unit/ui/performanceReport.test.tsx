/** The Performance Report screen: period presets and state in the URL, figures, CSV, empty and error states. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PerformanceReport } from '../../../src/domain/performanceReport';
import { presetOf, presetRange } from '../../../src/admin/reports/period';
import { bucketsOf } from '../../../src/admin/reports/RecordsOverTime';
import { performanceCsv, performanceFileName } from '../../../src/admin/reports/reportCsv';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { httpClient } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent ?? '';
const counts = (n: number) => ({ schools: 1, learners: n, staff: 0, communities: 0, households: 2, outOfSchoolChildren: 3 * n, total: 3 + 4 * n });

const REPORT: PerformanceReport = {
  period: { from: null, to: null },
  state: null,
  totals: { ...counts(10), collectors: 1 },
  collectors: [
    {
      collector: { id: 5, fullName: 'Amina Bello', email: '=amina@example.org', state: 'kano', isActive: false },
      records: counts(9),
      states: ['kano', 'jigawa'],
      firstRecordAt: '2026-03-01T10:00:00.000Z',
      lastRecordAt: '2026-03-05T10:00:00.000Z',
    },
    { collector: null, records: counts(1), states: ['lagos'], firstRecordAt: '2026-03-03T10:00:00.000Z', lastRecordAt: '2026-03-03T10:00:00.000Z' },
  ],
  byDay: [
    { date: '2026-03-01', total: 20 },
    { date: '2026-03-05', total: 23 },
  ],
  generatedAt: '2026-03-10T00:00:00.000Z',
};
const EMPTY: PerformanceReport = { ...REPORT, collectors: [], byDay: [], totals: { ...counts(0), schools: 0, households: 0, total: 0, collectors: 0 } };

let urls: string[] = [];
let answer: (url: string) => PerformanceReport | Error = () => REPORT;

beforeEach(() => {
  resetFakeSession();
  localStorage.clear(); // react-admin keeps list filters in its store
  setViewportWidth(LARGE);
  urls = [];
  answer = () => REPORT;
  httpClient.mockImplementation((async (url: string) => {
    urls.push(url);
    const result = answer(url);
    if (result instanceof Error) throw result;
    return { status: 200, headers: new Headers(), body: '', json: { data: result } };
  }) as never);
});
afterEach(cleanup);

describe('performance report screen', () => {
  it('shows the totals, the chart and one row per collector, busiest first', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_reports'] }));
    renderApp('/admin/performance-report');
    expect(await screen.findByRole('heading', { name: 'Performance Report', level: 1 }, SLOW)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('performance-row', {}, SLOW);
    expect(rows[0]).toHaveTextContent('Amina Bello');
    expect(rows[0]).toHaveTextContent('Kano, Jigawa');
    expect(rows[0]).toHaveTextContent('Suspended');
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['39', '5 Mar 2026, 10:00 UTC']);
    expect(rows[1]).toHaveTextContent('No collector (office entry or deleted account)');
    expect(screen.getByTestId('performance-totals')).toHaveTextContent('Records43');
    expect(screen.getByTestId('performance-chart')).toHaveTextContent('Records received per day (UTC)');
    expect(urls.at(-1)).toBe('/api/admin/reports/performance');
    expect(screen.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a preset and the state in the address and asks for them', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_reports'] }));
    renderApp('/admin/performance-report');
    await screen.findAllByTestId('performance-row', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const { from, to } = presetRange('30d', Date.now());
    await waitFor(() => expect(location()).toBe(`/admin/performance-report?from=${from}&to=${to}`));
    await waitFor(() => expect(urls.at(-1)).toBe(`/api/admin/reports/performance?from=${from}&to=${to}`));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Kano');
    await waitFor(() => expect(urls.at(-1)).toBe(`/api/admin/reports/performance?from=${from}&to=${to}&state=kano`));
    expect(location()).toContain('state=kano');
  });

  it('says when nothing was received, and offers no download', async () => {
    answer = () => EMPTY;
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_reports'] }));
    renderApp('/admin/performance-report?from=2026-01-01&to=2026-01-02&state=kano');
    expect(await screen.findByTestId('performance-empty', {}, SLOW)).toHaveTextContent('No records were received in this period in this state.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
  });

  it('shows a failure with Try again, which asks again', async () => {
    let calls = 0;
    // Only the report's own requests count: the app bar's bell asks the server too.
    answer = (url) => (url.includes('/reports/') && ++calls === 1 ? new Error('The server is busy.') : REPORT);
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_reports'] }));
    renderApp('/admin/performance-report');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('performance-row', {}, SLOW)).toHaveLength(2);
  });

  it('is refused without a reports permission', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_users'] }));
    renderApp('/admin/performance-report');
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), SLOW);
    expect(urls.some((url) => url.includes('/reports/'))).toBe(false);
  });
});

describe('report helpers', () => {
  it('presets end today and are recognised back; other ranges are custom', () => {
    const now = Date.parse('2026-11-21T15:00:00Z');
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange('12m', now)).toEqual({ from: '2025-11-22', to: '2026-11-21' });
    expect(presetRange('all', now)).toEqual({});
    expect(presetOf('2026-11-15', '2026-11-21', now)).toBe('7d');
    expect(presetOf(undefined, undefined, now)).toBe('all');
    expect(presetOf('2026-11-01', '2026-11-21', now)).toBe('custom');
  });

  it('counts presets in UTC calendar days, whatever the time of day, and 12 months back from a leap day', () => {
    expect(presetRange('30d', Date.parse('2026-03-30T23:59:59Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(presetRange('7d', Date.parse('2026-03-01T00:00:00Z'))).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    // The 12 months ending on 29 February start on 1 March of the year before.
    expect(presetRange('12m', Date.parse('2028-02-29T10:00:00Z'))).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('groups the chart by month past two months of days', () => {
    expect(
      bucketsOf([
        { date: '2026-01-01', total: 1 },
        { date: '2026-01-31', total: 2 },
      ]).unit,
    ).toBe('day');
    expect(
      bucketsOf([
        { date: '2026-01-01', total: 1 },
        { date: '2026-01-20', total: 2 },
        { date: '2026-04-02', total: 4 },
      ]),
    ).toEqual({
      unit: 'month',
      points: [
        { date: '2026-01', total: 3 },
        { date: '2026-04', total: 4 },
      ],
    });
    // 62 calendar days is still days, across a change of month lengths.
    expect(
      bucketsOf([
        { date: '2026-01-01', total: 1 },
        { date: '2026-03-04', total: 2 },
      ]).unit,
    ).toBe('day');
    expect(
      bucketsOf([
        { date: '2026-01-01', total: 1 },
        { date: '2026-03-05', total: 2 },
      ]).unit,
    ).toBe('month');
  });

  it('writes the CSV as the table shows it, formula cells neutralised, and names the file after the view', () => {
    const lines = performanceCsv(REPORT.collectors).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Collector,E-mail,Account,States,Learning centres,Learners,Staff,Communities,Households,Out-of-school children,Total,First record (UTC),Last record (UTC)',
    );
    expect(lines[1]).toBe("Amina Bello,'=amina@example.org,suspended,Kano; Jigawa,1,9,0,0,2,27,39,2026-03-01T10:00:00.000Z,2026-03-05T10:00:00.000Z");
    expect(performanceFileName(undefined, undefined, undefined)).toBe('performance-report_all-time.csv');
    expect(performanceFileName('2026-01-01', undefined, 'kano')).toBe('performance-report_2026-01-01_today_kano.csv');
  });
});
