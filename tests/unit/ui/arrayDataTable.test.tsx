/**
 * The react-admin <DataTable> over rows a page already holds (ArrayDataTable), which replaced the
 * admin's hand-built MUI tables: same headers, rows in the given order, the rows' and cells'
 * test ids, row headers, no sorting or row click, every row shown; and two screens built on it.
 */
import { useState, type ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ArrayColumn, ArrayDataTable, OutsideRecord } from '../../../src/admin/common/ArrayDataTable';
import { ImportReportView } from '../../../src/admin/data-management/ImportReportView';
import { WardPlanView } from '../../../src/admin/data-management/WardPlanView';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import type { ImportAnswer } from '../../../src/providers/dataTransferApi';
import { LocationProbe } from './support/LocationProbe';

afterEach(cleanup);

interface Role {
  id: number;
  name: string;
  userCount: number;
}

const ROLES: Role[] = [
  { id: 3, name: 'clerk', userCount: 0 },
  { id: 1, name: 'super_admin', userCount: 1 },
  { id: 2, name: 'admin', userCount: 2 },
];

const Column = ArrayColumn<Role>;

function renderInAdmin(children: ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
      <LocationProbe />
    </AdminContext>,
  );
}

function RolesTable({ rows }: { rows: readonly Role[] }) {
  return (
    <ArrayDataTable rows={rows} name="probe-roles" aria-label="Roles table" rowAttributes={(role) => ({ 'data-testid': 'role-row', 'data-role': role.name })}>
      <Column source="name" label="roles.columns.role" bodyCell={{ component: 'th', scope: 'row' }} render={(role) => role.name} />
      <Column source="userCount" label="roles.columns.users" align="right" bodyCell={{ 'data-testid': 'role-user-count' }} render={(role) => role.userCount} />
    </ArrayDataTable>
  );
}

describe('ArrayDataTable', () => {
  it('shows the rows in the given order with translated headers, row and cell attributes and row headers', async () => {
    renderInAdmin(<RolesTable rows={ROLES} />);
    const table = await screen.findByRole('table', { name: 'Roles table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Role', 'Users']);
    const rows = within(table).getAllByTestId('role-row');
    expect(rows.map((row) => row.dataset.role)).toEqual(['clerk', 'super_admin', 'admin']);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('admin');
    expect(within(rows[2]).getByTestId('role-user-count')).toHaveTextContent('2');
    // The body cells' test id stays off the header cell.
    expect(within(table).getAllByTestId('role-user-count')).toHaveLength(3);
    expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('scope', 'col');
  });

  it('offers no sorting, and a click on a row goes nowhere', async () => {
    renderInAdmin(<RolesTable rows={ROLES} />);
    const table = await screen.findByRole('table', { name: 'Roles table' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    const before = screen.getByTestId('location').textContent;
    await userEvent.click(within(table).getAllByTestId('role-row')[0]);
    expect(screen.getByTestId('location').textContent).toBe(before);
  });

  it('shows every row it is given, past react-admin’s default page of 1,000', async () => {
    const many = Array.from({ length: 1_050 }, (_, i) => ({ id: i + 1, name: `role_${i + 1}`, userCount: i }));
    renderInAdmin(<RolesTable rows={many} />);
    // A thousand rows in jsdom take seconds on a busy machine: the wait is for the render, not a speed goal.
    expect(await screen.findAllByTestId('role-row', undefined, { timeout: 20_000 })).toHaveLength(1_050);
  }, 30_000);

  it('follows new rows, and shows nothing (or its empty text) without rows', async () => {
    function Changing() {
      const [rows, setRows] = useState(ROLES);
      return (
        <>
          <button onClick={() => setRows([{ id: 9, name: 'viewer', userCount: 4 }])}>Replace</button>
          <button onClick={() => setRows([])}>Empty</button>
          <RolesTable rows={rows} />
        </>
      );
    }
    renderInAdmin(<Changing />);
    expect(await screen.findAllByTestId('role-row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((await screen.findAllByTestId('role-row')).map((row) => row.dataset.role)).toEqual(['viewer']);
    await userEvent.click(screen.getByRole('button', { name: 'Empty' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    cleanup();
    renderInAdmin(
      <ArrayDataTable rows={[] as Role[]} name="probe-empty" empty={<p>No roles yet</p>}>
        <Column label="roles.columns.role" render={(role) => role.name} />
      </ArrayDataTable>,
    );
    expect(await screen.findByText('No roles yet')).toBeInTheDocument();
  });

  it('gives a cell its row as the record context, except inside OutsideRecord', async () => {
    function RecordName() {
      const record = useRecordContext<Role>();
      return <span data-testid="record-name">{record?.name ?? 'none'}</span>;
    }
    renderInAdmin(
      <ArrayDataTable rows={ROLES.slice(0, 1)} name="probe-context">
        <Column label="roles.columns.role" render={() => <RecordName />} />
        <Column
          label="roles.columns.actions"
          render={() => (
            <OutsideRecord>
              <RecordName />
            </OutsideRecord>
          )}
        />
      </ArrayDataTable>,
    );
    expect((await screen.findAllByTestId('record-name')).map((cell) => cell.textContent)).toEqual(['clerk', 'none']);
  });
});

describe('screens on ArrayDataTable', () => {
  it('WardPlanView: one table per kind of change, named by it, with its headers and the first-rows note', async () => {
    const plan = {
      added: 3,
      renamed: 1,
      relocated: 0,
      unchanged: 5,
      rejected: [{ row: 7, reason: 'Unknown state "Atlantis".' }],
      addedRows: [{ row: 2, state: 'kano', lga: 'dala', slug: 'kofar-mazugal', name: 'Kofar Mazugal' }],
      renamedRows: [{ row: 4, state: 'kano', lga: 'dala', slug: 'gwammaja', name: 'Gwammaja', previousName: 'Gwamaja' }],
    };
    renderInAdmin(<WardPlanView plan={plan} applied={false} />);
    const renamed = await screen.findByRole('table', { name: 'Renamed' });
    expect(
      within(renamed)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'State', 'LGA', 'Was', 'Ward']);
    expect(within(renamed).getAllByRole('row')[1]).toHaveTextContent(/^4Kano.*GwamajaGwammaja$/);
    expect(
      within(screen.getByRole('table', { name: 'Rejected' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowReason', '7Unknown state "Atlantis".']);
    expect(screen.getByText('The first 1 of 3 are listed.')).toBeInTheDocument();
  });

  it('ImportReportView: the rows to correct, each with its fields’ messages', async () => {
    const answer: ImportAnswer = {
      ok: false,
      message: '1 row cannot be imported; nothing was written.',
      report: {
        type: 'learners',
        dryRun: true,
        rows: 2,
        created: 0,
        alreadyPresent: 0,
        valid: 1,
        ignoredColumns: [],
        errorCount: 1,
        errors: [{ row: 3, errors: { age: 'Age must be a number', lga: 'Unknown' } }],
      },
    };
    renderInAdmin(<ImportReportView answer={answer} />);
    const table = await screen.findByRole('table', { name: 'Rows to correct' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowWhat to correct', '3age: Age must be a number; lga: Unknown']);
  });
});
