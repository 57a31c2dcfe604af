/** The Data Management screen: export and import shown by permission, type choices by read/write rights, the import report. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import type { ImportReport } from '../../../src/domain/dataTransfer';
import { makeUser, resetFakeSession, signIn } from './support/fakeSession';
import { httpClient } from './support/providerMocks';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);
vi.mock('../../../src/providers/httpClient', async () => ({ httpClient: (await import('./support/providerMocks')).httpClient }));
vi.mock('../../../src/providers/authProvider', async () => ({ authProvider: (await import('./support/providerMocks')).authProvider }));
vi.mock('../../../src/providers/dataProvider', async () => ({ dataProvider: (await import('./support/providerMocks')).dataProvider }));
vi.mock('../../../src/ui/saveFile', () => ({ saveBlob: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

const REPORT: ImportReport = {
  type: 'learners',
  dryRun: false,
  rows: 3,
  created: 0,
  alreadyPresent: 0,
  valid: 0,
  errorCount: 2,
  errors: [
    { row: 3, errors: { age: 'Age must be a number' } },
    { row: 4, errors: { schoolId: 'No learning centre has the id 99', lga: '"dala" is not an LGA of Lagos' } },
  ],
  ignoredColumns: ['id', 'zone'],
};

beforeEach(() => {
  resetFakeSession();
  localStorage.clear();
  setViewportWidth(LARGE);
  httpClient.mockReset();
});
afterEach(cleanup);

const choices = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('data management', () => {
  it('offers export of the lists the user may read and downloads the chosen one with its filters', async () => {
    const { saveBlob } = await import('../../../src/ui/saveFile');
    httpClient.mockImplementation((async () => ({
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="learners-kano-2026-11-21.csv"' }),
      body: '',
      json: null,
      blob: new Blob(['x']),
    })) as never);
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_data_export', 'read_learners', 'read_schools'] }));
    renderApp('/admin/data-management');
    const exportPanel = await screen.findByRole('region', { name: 'Export records' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Import records' })).not.toBeInTheDocument();
    expect(
      within(exportPanel)
        .getAllByRole('option')
        .slice(0, 2)
        .map((o) => o.textContent),
    ).toEqual(['Learning Centers', 'Almajiri (Learners)']);
    await userEvent.selectOptions(within(exportPanel).getByRole('combobox', { name: 'Records' }), 'Almajiri (Learners)');
    await userEvent.selectOptions(within(exportPanel).getByRole('combobox', { name: 'State' }), 'Kano');
    await userEvent.click(within(exportPanel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'learners-kano-2026-11-21.csv'));
    expect(httpClient).toHaveBeenCalledWith('/api/admin/data/export/learners?state=kano', expect.objectContaining({ binary: true }));
  });

  it('imports into a list the user may write and lists the rows to correct when the file is refused', async () => {
    httpClient.mockImplementation((async () => {
      throw new HttpError('2 rows cannot be imported; nothing was written.', 400, {
        message: '2 rows cannot be imported; nothing was written.',
        code: 'IMPORT_REJECTED',
        data: REPORT,
      });
    }) as never);
    signIn(makeUser({ permissions: ['admin_dashboard', 'manage_data_import', 'manage_learners', 'read_schools'] }));
    renderApp('/admin/data-management');
    const importPanel = await screen.findByRole('region', { name: 'Import records' }, SLOW);
    expect(choices('Records')).toEqual(['Almajiri (Learners)']);
    const file = new File(['firstName\nA'], 'learners.csv', { type: 'text/csv' });
    await userEvent.upload(within(importPanel).getByLabelText('CSV file'), file);
    await userEvent.click(within(importPanel).getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('import-report', {}, SLOW);
    expect(within(report).getByRole('alert')).toHaveTextContent('2 rows cannot be imported; nothing was written.');
    const rows = within(screen.getByTestId('import-errors'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RowWhat to correct',
      '3age: Age must be a number',
      '4schoolId: No learning centre has the id 99; lga: "dala" is not an LGA of Lagos',
    ]);
    const [url, init] = httpClient.mock.calls.at(-1) as unknown as [string, { body: FormData }];
    expect(url).toBe('/api/admin/data/import/learners');
    expect(init.body.get('dryRun')).toBe('false');
    expect((init.body.get('csvFile') as File).name).toBe('learners.csv');
  });

  it('is refused without a data permission', async () => {
    signIn(makeUser({ permissions: ['admin_dashboard', 'read_learners'] }));
    renderApp('/admin/data-management');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'), SLOW);
  });
});
