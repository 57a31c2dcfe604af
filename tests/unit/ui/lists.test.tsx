import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_TYPES } from '../../../src/domain/records';
import { en } from '../../../src/i18n/en';
import { cellText, neutraliseCell, toCsv } from '../../../src/resources/common/csv';
import { EXPORT_PAGE, fetchAllRows } from '../../../src/resources/common/exportRows';
import { clearWardCache } from '../../../src/resources/common/useWards';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { dataProvider, httpClient } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));

vi.setConfig({ testTimeout: 60_000 });
// The first test loads the admin's whole module graph: on a busy 2-core machine that can take over 10 s.
const SLOW = { timeout: 25_000 };
const location = () => screen.getByTestId('location').textContent;

type ListParams = { filter: Record<string, unknown>; sort: { field: string; order: string }; pagination: { page: number; perPage: number } };
const listCalls = (resource: string) =>
  dataProvider.getList.mock.calls.filter((call) => (call as unknown[])[0] === resource).map((call) => (call as unknown[])[1] as ListParams);
const lastFilter = (resource: string) => listCalls(resource).at(-1)?.filter;

const CHILDREN = [
  {
    id: 1,
    firstName: 'Musa',
    lastName: 'Abdullahi',
    sex: 'Male',
    age: 9,
    category: 'Dropped Out',
    reason: 'Financial',
    state: 'kano',
    lga: 'dala',
    ward: 'kofar-mazugal',
    updatedAt: '2026-03-01T10:00:00Z',
  },
  {
    id: 2,
    firstName: 'Aisha',
    lastName: 'Bello',
    sex: 'Female',
    age: 11,
    category: 'Never Attended School',
    reason: 'Distance',
    state: 'kaduna',
    lga: 'zaria',
    ward: 'tudun-wada',
    updatedAt: '2026-03-02T10:00:00Z',
  },
];

function answerList(rows: Record<string, unknown[]>) {
  dataProvider.getList.mockImplementation((async (resource: string) => {
    const data = rows[resource] ?? [];
    return { data, total: data.length };
  }) as never);
}

const select = (label: string) => screen.getByRole('combobox', { name: label });
/** Picks the option with this text in the (native) select labelled `label`. */
const choose = (label: string, option: string) => userEvent.selectOptions(select(label), option);
const optionsOf = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  clearWardCache();
  setViewportWidth(LARGE);
  dataProvider.getList.mockReset();
  answerList({});
  httpClient.mockImplementation((async (url: string) => {
    const wards = url.includes('/lgas/dala/wards') ? [{ id: 1, state: 'kano', lga: 'dala', slug: 'kofar-mazugal', name: 'Kofar Mazugal' }] : [];
    return { status: 200, headers: new Headers(), body: '', json: { data: wards } };
  }) as never);
});
afterEach(cleanup);

describe('record lists', () => {
  it('renders the rows the dataProvider answers, with state and LGA names, sorted by last update', async () => {
    answerList({ 'out-of-school': CHILDREN });
    signIn(makeUser());
    renderApp('/admin/out-of-school');
    expect(await screen.findByRole('heading', { name: 'Out of School', level: 1 }, SLOW)).toBeInTheDocument();
    const row = (await screen.findByText('Abdullahi', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Musa')).toBeInTheDocument();
    expect(within(row).getByText('Kano')).toBeInTheDocument();
    // The LGA's display name, never its slug (the ward column is behind "Columns" by default).
    expect(await within(row).findByText('Dala', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bello').closest('tr')).toHaveTextContent('Zaria');
    expect(listCalls('out-of-school')[0]).toMatchObject({ sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 1, perPage: 25 } });
  });

  it('leads a supervisor from a household row to its page, where Edit opens the edit screen', async () => {
    answerList({ households: [{ id: 12, householdHead: 'Bala Musa', state: 'kano', lga: 'dala', ward: null }] });
    signIn(makeUser());
    renderApp('/admin/households');
    const link = await screen.findByRole('link', { name: 'Bala Musa' }, SLOW);
    expect(link).toHaveAttribute('href', '/admin/households/12/show');
  });

  it('leads a user who may only read to the read-only page too', async () => {
    answerList({ community: [{ id: 3, name: 'Kofar Nassarawa', state: 'kano', lga: 'dala' }] });
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_communities'] }));
    renderApp('/admin/community');
    const link = await screen.findByRole('link', { name: 'Kofar Nassarawa' }, SLOW);
    expect(link).toHaveAttribute('href', '/admin/community/3/show');
  });

  it('offers the LGAs of the chosen state and clears the LGA when the state changes', async () => {
    signIn(makeUser());
    renderApp('/admin/schools');
    await screen.findByRole('heading', { name: 'Learning Centers', level: 1 }, SLOW);
    expect(select('LGA')).toBeDisabled();

    await choose('State', 'Kano');
    expect(select('LGA')).toBeEnabled();
    const kanoLgas = optionsOf('LGA');
    expect(kanoLgas).toContain('Dala');
    expect(kanoLgas).toContain('Kano Municipal');
    expect(kanoLgas).not.toContain('Ikeja');

    await choose('LGA', 'Dala');
    await waitFor(() => expect(lastFilter('schools')).toEqual({ state: 'kano', lga: 'dala' }), SLOW);
    // The ward filter is a searchable select of the reference wards of the LGA.
    await waitFor(() => expect(select('Ward')).toBeEnabled(), SLOW);
    await userEvent.click(select('Ward'));
    await userEvent.click(await screen.findByRole('option', { name: 'Kofar Mazugal' }, SLOW));
    await waitFor(() => expect(lastFilter('schools')).toEqual({ state: 'kano', lga: 'dala', ward: 'kofar-mazugal' }), SLOW);

    await choose('State', 'Lagos');
    await waitFor(() => expect(lastFilter('schools')).toEqual({ state: 'lagos' }), SLOW);
    expect(select('LGA')).toHaveValue('');
    expect(select('Ward')).toHaveValue('');
    expect(select('Ward')).toBeDisabled();
    const lagosLgas = optionsOf('LGA');
    expect(lagosLgas).toContain('Ikeja');
    expect(lagosLgas).not.toContain('Dala');
  });

  it('adds a type filter from the Add filter menu, its choices from the domain enums', async () => {
    signIn(makeUser());
    renderApp('/admin/schools');
    await screen.findByRole('heading', { name: 'Learning Centers', level: 1 }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    // The filter is labelled with the field's label (resources.schools.fields.typeOfSchool).
    const typeOfSchool = en.resources.schools.fields.typeOfSchool;
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: typeOfSchool }, SLOW));
    await screen.findByRole('combobox', { name: typeOfSchool }, SLOW);
    expect(optionsOf(typeOfSchool)).toEqual(['Any', ...SCHOOL_TYPES]);
    await choose(typeOfSchool, 'Tsangaya');
    await waitFor(() => expect(lastFilter('schools')).toEqual({ typeOfSchool: 'Tsangaya' }), SLOW);
  });

  it('says when no rows match the filters and clears them', async () => {
    signIn(makeUser());
    renderApp('/admin/schools?filter=%7B%22state%22%3A%22kano%22%7D');
    expect(await screen.findByText('No learning centres match these filters', {}, SLOW)).toBeInTheDocument();
    expect(lastFilter('schools')).toEqual({ state: 'kano' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilter('schools')).toEqual({}), SLOW);
    expect(await screen.findByText('No learning centres have been recorded yet', {}, SLOW)).toBeInTheDocument();
    expect(location()).not.toContain('kano');
  });
});

describe('CSV export cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+2348012345678')).toBe("'+2348012345678");
    expect(neutraliseCell('-1+1')).toBe("'-1+1");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('Kano = north')).toBe('Kano = north');
    expect(neutraliseCell('')).toBe('');
  });

  it('builds quoted CSV with every cell neutralised', () => {
    const csv = toCsv(
      [
        { name: '=cmd|"/c calc"!A1', tags: ['Books', 'Uniform'], ok: true, none: null },
        { name: 'Dala, Kano', tags: [], ok: false, none: undefined },
      ],
      [
        { header: 'name', value: (r) => r.name },
        { header: 'tags', value: (r) => r.tags },
        { header: 'ok', value: (r) => r.ok },
        { header: '@none', value: (r) => r.none },
      ],
    );
    expect(csv).toBe(`name,tags,ok,'@none\r\n"'=cmd|""/c calc""!A1",Books; Uniform,true,\r\n"Dala, Kano",,false,\r\n`);
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('CSV export rows', () => {
  it('fetches every page of the filtered list, and no more than the limit', async () => {
    const total = 2 * EXPORT_PAGE + 5;
    const pages: number[] = [];
    const getPage = async (page: number) => {
      pages.push(page);
      const from = (page - 1) * EXPORT_PAGE;
      const ids = Array.from({ length: Math.max(0, Math.min(EXPORT_PAGE, total - from)) }, (_, i) => from + i + 1);
      return { data: ids.map((id) => ({ id })), total };
    };
    const all = await fetchAllRows(getPage);
    expect(all.total).toBe(total);
    expect(all.rows.map((r) => r.id)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(pages.sort()).toEqual([1, 2, 3]);

    pages.length = 0;
    const capped = await fetchAllRows(getPage, EXPORT_PAGE + 1);
    expect(capped.rows).toHaveLength(EXPORT_PAGE + 1);
    expect(capped.total).toBe(total);
    expect(pages.sort()).toEqual([1, 2]);
  });
});
