/** The Command Centre's Data Explorer (spec 01 §2.8, §4, §7, §9) with a fake socket. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordCard } from '../../../src/admin/command-centre/explorer/RecordCard';
import type { CollectorRow } from '../../../src/domain/protocol';
import { AMINA, BALA, quickRoleQueries, renderCommandCentre } from './support/commandCentreFakes';

vi.setConfig({ testTimeout: 30_000 });
quickRoleQueries();
afterEach(cleanup);

function learner(n: number, syncStatus: string = 'failed'): CollectorRow {
  return {
    localId: n,
    localUUID: `uuid-${n}`,
    name: `Learner ${n}`,
    sex: 'female',
    age: 9,
    currentLevel: 'Tier 1',
    currentClass: 'A',
    schoolRef: 'SCH-001',
    syncStatus: syncStatus as CollectorRow['syncStatus'],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

async function setup() {
  const ui = renderCommandCentre();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(AMINA.fullName) }));
  const explorer = screen.getByRole('region', { name: 'Data Explorer' });
  const choose = async (label: string, option: string) => {
    await user.click(within(explorer).getByRole('combobox', { name: label }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  const answer = (data: unknown, extra: object = {}) =>
    ui.realtime.push('cmd:result', { requestId: ui.realtime.last().requestId, collectorId: AMINA.id, ok: true, data, ...extra });
  return { ...ui, user, explorer, choose, answer };
}

describe('Data Explorer', () => {
  it('fetches with table, page, limit and the status filter; syncStatus is omitted for All', async () => {
    const ui = await setup();
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    expect(ui.realtime.last()).toEqual({ command: 'fetchTable', collectorId: AMINA.id, requestId: expect.any(String), table: 'schools', page: 1, limit: 20 });
    ui.answer([]);
    await ui.choose('Table', 'Learners');
    await ui.choose('Status', 'Failed');
    await ui.choose('Page size', '50');
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    expect(ui.realtime.last()).toMatchObject({ table: 'learners', page: 1, limit: 50, syncStatus: 'failed' });
  });

  it('reads Loading... and stays disabled until the result with its request id', async () => {
    const ui = await setup();
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    const loading = within(ui.explorer).getByRole('button', { name: 'Loading...' });
    expect(loading).toBeDisabled();
    const { requestId } = ui.realtime.last();
    ui.realtime.push('cmd:result', { requestId: 'not-mine', collectorId: AMINA.id, ok: true, data: [learner(1)] });
    ui.realtime.push('cmd:result', { requestId, collectorId: BALA.id, ok: true, data: [learner(1)] });
    expect(within(ui.explorer).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    ui.answer({ records: [learner(1)], total: 1 });
    expect(within(ui.explorer).getByRole('button', { name: 'Fetch' })).toBeEnabled();
    expect(within(ui.explorer).getAllByTestId('cc-record')).toHaveLength(1);
  });

  it('shows record cards with the table fields and sync status, and pages through them', async () => {
    const ui = await setup();
    await ui.choose('Table', 'Learners');
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    ui.answer({ records: [learner(1), learner(2, 'synced'), learner(3, 'weird')], total: 130 });
    const cards = within(ui.explorer).getAllByTestId('cc-record');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Learner 1');
    expect(cards[0]).toHaveTextContent('schoolRef');
    expect(cards[0]).not.toHaveTextContent('uuid-1');
    expect(cards.map((card) => within(card).getByTestId('cc-record-status').textContent)).toEqual(['failed', 'synced', 'unknown']);
    expect(within(ui.explorer).getByTestId('cc-page-label')).toHaveTextContent('Page 1 of 7');
    const pager = within(ui.explorer).getByRole('navigation', { name: 'Explorer pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await ui.user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(ui.realtime.last()).toMatchObject({ table: 'learners', page: 2, limit: 20 });
    ui.answer({ records: [learner(21)], total: 130 });
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Next' }));
    expect(ui.realtime.last()).toMatchObject({ page: 3 });
    ui.answer({ records: [learner(41)], total: 130 });
    expect(within(ui.explorer).getByTestId('cc-page-label')).toHaveTextContent('Page 3 of 7');
  });

  it('resets the page to 1 when the table, status filter or page size change', async () => {
    const ui = await setup();
    const toPage3 = async () => {
      await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
      ui.answer({ records: [learner(1)], total: 100 });
      await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Page 3' }));
      ui.answer({ records: [learner(41)], total: 100 });
      expect(within(ui.explorer).getByTestId('cc-page-label')).toHaveTextContent('Page 3 of 5');
    };
    for (const [label, option] of [
      ['Status', 'Pending'],
      ['Table', 'Staff'],
      ['Page size', '10'],
    ]) {
      await toPage3();
      await ui.choose(label, option);
      expect(within(ui.explorer).getByTestId('cc-page-label')).toHaveTextContent(/^Page 1 of/);
      await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
      expect(ui.realtime.last()).toMatchObject({ page: 1 });
      ui.answer({ records: [learner(1)], total: 100 });
    }
  });

  it('shows at most 50 cards', async () => {
    const ui = await setup();
    await ui.choose('Page size', '100');
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    ui.answer(Array.from({ length: 100 }, (_, index) => learner(index + 1)));
    expect(within(ui.explorer).getAllByTestId('cc-record')).toHaveLength(50);
    expect(within(ui.explorer).getByTestId('cc-explorer-summary')).toHaveTextContent('showing the first 50');
  });

  it('shows No Data Available with shortcuts to the first four tables', async () => {
    const ui = await setup();
    const empty = within(ui.explorer).getByTestId('cc-explorer-empty');
    expect(empty).toHaveTextContent('No Data Available');
    expect(
      within(empty)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Schools', 'Learners', 'Staff', 'Households']);
    await ui.user.click(within(empty).getByRole('button', { name: 'Staff' }));
    expect(ui.realtime.last()).toMatchObject({ command: 'fetchTable', table: 'staff', page: 1 });
    expect(within(ui.explorer).getByRole('combobox', { name: 'Table' })).toHaveTextContent('Staff');
    ui.answer({ records: [], total: 0 });
    expect(within(ui.explorer).getByText('No Data Available')).toBeInTheDocument();
  });

  it('alerts a failed fetch as Error: {error}', async () => {
    const ui = await setup();
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Fetch' }));
    ui.answer(undefined, { ok: false, error: 'Table locked' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Table locked');
    expect(within(ui.explorer).getByRole('button', { name: 'Fetch' })).toBeEnabled();
  });

  it('opens full screen and back', async () => {
    const ui = await setup();
    await ui.user.click(within(ui.explorer).getByRole('button', { name: 'Full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Data Explorer' });
    expect(within(dialog).getByRole('button', { name: 'Fetch' })).toBeInTheDocument();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(ui.explorer).getByRole('button', { name: 'Fetch' })).toBeInTheDocument();
  });

  it('belongs to a selected collector: none before one is chosen', async () => {
    renderCommandCentre();
    expect(await screen.findByText('Select a Collector')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data Explorer' })).not.toBeInTheDocument();
  });
});

describe('Record card', () => {
  it('shows a grid up to 8 fields and a JSON tree beyond', () => {
    const wide: CollectorRow = { ...learner(1), a: 1, b: 2, c: 3, d: { nested: true }, e: 5, f: 6, g: 7, h: 8 };
    render(<RecordCard table="photos" row={wide} />);
    expect(screen.getByTestId('json-tree')).toBeInTheDocument();
    cleanup();
    render(<RecordCard table="schools" row={{ ...learner(1), reference: 'SCH-9' }} />);
    expect(screen.queryByTestId('json-tree')).not.toBeInTheDocument();
    expect(screen.getByText('SCH-9')).toBeInTheDocument();
  });
});
