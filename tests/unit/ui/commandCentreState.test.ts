/** The Command Centre's pure parts: reducer, row display rules, pager, labels, request ids. */
import { describe, expect, it } from 'vitest';
import { CC_MESSAGES, translateMessage, type Message } from '../../../src/admin/command-centre/messages';
import { pageCount, pageNumbers } from '../../../src/admin/command-centre/explorer/pager';
import { rowSyncStatus, showsAsTree, visibleFields } from '../../../src/admin/command-centre/explorer/rows';
import { tabLabel } from '../../../src/admin/command-centre/labels';
import { initialState, reducer, type Action } from '../../../src/admin/command-centre/state/reducer';
import type { CommandCentreState } from '../../../src/admin/command-centre/state/types';
import { newRequestId, REQUEST_ID_LENGTH, type CommandResult } from '../../../src/domain/protocol';
import { translateIn } from '../../../src/i18n/translate';

/** A Command Centre message as the English page shows it. */
const english = (message: Message | undefined) => (message ? translateMessage((key, options) => translateIn('en', key, options), message) : undefined);

const A = { id: 1, fullName: 'Amina Bello', email: 'a@example.org' };
const B = { id: 2, fullName: 'Bala Idris', email: 'b@example.org' };

function run(...actions: Action[]): CommandCentreState {
  return actions.reduce(reducer, initialState);
}

const result = (requestId: string, collectorId: number, extra: Partial<CommandResult> = {}): Action => ({
  type: 'result',
  result: { requestId, collectorId, ok: true, ...extra },
  at: 0,
});
const fetchSent = (id: number, requestId: string, page = 1): Action => ({
  type: 'sent',
  id,
  requestId,
  request: { kind: 'fetch', table: 'learners', page, limit: 20 },
});

describe('Command Centre state', () => {
  it('opens, selects and closes tabs; closing the active tab goes back to All', () => {
    let state = run({ type: 'open', collector: A }, { type: 'open', collector: B });
    expect(state.tabs.map((tab) => tab.id)).toEqual([1, 2]);
    expect(state.active).toBe(2);
    state = reducer(state, { type: 'open', collector: A });
    expect(state.tabs).toHaveLength(2);
    expect(state.active).toBe(1);
    state = reducer(state, { type: 'close', id: 1 });
    expect(state.active).toBe('all');
    expect(state.dashboards[1]).toBeUndefined();
    expect(reducer(state, { type: 'select', tab: 1 }).active).toBe('all');
  });

  it('resets the page to 1 when the table, status filter or page size change, not otherwise', () => {
    const base = run({ type: 'open', collector: A }, fetchSent(1, 'r1', 4));
    expect(base.dashboards[1].explorer.page).toBe(4);
    const change = (patch: object) => reducer(base, { type: 'explorer', id: 1, patch }).dashboards[1].explorer;
    expect(change({ table: 'staff' }).page).toBe(1);
    expect(change({ status: 'failed' }).page).toBe(1);
    expect(change({ pageSize: 50 }).page).toBe(1);
    expect(change({ fullScreen: true }).page).toBe(4);
    // Choosing the value already chosen is no change.
    expect(change({ table: 'schools', status: 'all', pageSize: 20 }).page).toBe(4);
  });

  it('accepts a fetch result only from the collector it was sent to, with a known request id', () => {
    let state = run({ type: 'open', collector: A }, { type: 'open', collector: B }, fetchSent(1, 'r1'));
    state = reducer(state, result('r1', 2, { data: [{ localId: 1 }] }));
    state = reducer(state, result('unknown', 1, { data: [{ localId: 1 }] }));
    expect(state.dashboards[1].fetchRequestId).toBe('r1');
    expect(state.dashboards[1].view).toBeNull();
    state = reducer(state, result('r1', 1, { data: { records: [{ localId: 1 }], total: 41 } }));
    expect(state.dashboards[1].fetchRequestId).toBeNull();
    expect(state.dashboards[1].view).toMatchObject({ total: 41, page: 1, limit: 20, table: 'learners' });
  });

  it('takes a list as data, ignores a superseded fetch and alerts a failed one', () => {
    let state = run({ type: 'open', collector: A }, fetchSent(1, 'r1'), fetchSent(1, 'r2', 2));
    state = reducer(state, result('r1', 1, { data: [{ localId: 9 }] }));
    expect(state.dashboards[1].view).toBeNull();
    state = reducer(state, result('r2', 1, { data: [{ localId: 1 }, { localId: 2 }] }));
    expect(state.dashboards[1].view).toMatchObject({ total: 2, page: 2 });
    state = reducer(reducer(state, fetchSent(1, 'r3')), result('r3', 1, { ok: false, error: 'No such table' }));
    expect(state.notices.at(-1)?.severity).toBe('error');
    expect(english(state.notices.at(-1)?.message)).toBe('Error: No such table');
  });

  it('keeps the last 10 verification results, newest first', () => {
    let state = run({ type: 'open', collector: A });
    for (let n = 1; n <= 12; n += 1) {
      state = reducer(state, { type: 'sent', id: 1, requestId: `v${n}`, request: { kind: 'verify', command: 'verifySchool', targetId: n } });
      state = reducer(state, result(`v${n}`, 1, { data: { exists: true, message: `school ${n}` } }));
    }
    const list = state.dashboards[1].verifications;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ targetId: 12, message: 'school 12', ok: true, exists: true });
    expect(list[9].targetId).toBe(3);
  });

  it('keeps 200 device logs per collector', () => {
    let state = initialState;
    for (let n = 0; n < 230; n += 1) {
      state = reducer(state, { type: 'log', log: { collectorId: 1, level: 'info', timestamp: '', category: 'c', message: String(n) } });
    }
    state = reducer(state, { type: 'log', log: { collectorId: 2, level: 'info', timestamp: '', category: 'c', message: 'b' } });
    expect(state.logs[1]).toHaveLength(200);
    expect(state.logs[1][0].message).toBe('30');
    expect(state.logs[2]).toHaveLength(1);
  });

  it('times a batch out only while it is still in progress', () => {
    const sent: Action = { type: 'sent', id: 1, requestId: 'b1', request: { kind: 'batch', command: 'extractImagesOnly' } };
    let state = run({ type: 'open', collector: A }, sent);
    expect(state.dashboards[1].batch).toEqual({ requestId: 'b1', command: 'extractImagesOnly' });
    const timedOut = reducer(state, { type: 'batchTimeout', id: 1, requestId: 'b1' });
    expect(timedOut.dashboards[1].batch).toBeNull();
    expect(timedOut.notices[0].message).toEqual(CC_MESSAGES.batchTimedOut('extractImagesOnly'));
    state = reducer(state, result('b1', 1, { data: { message: 'done' } }));
    expect(reducer(state, { type: 'batchTimeout', id: 1, requestId: 'b1' }).notices).toHaveLength(0);
    expect(state.dashboards[1].batchResults).toHaveLength(1);
  });

  it('words the alerts as the spec does', () => {
    expect(english(CC_MESSAGES.noCollector)).toBe('No collector selected. Please select a collector first.');
    expect(english(CC_MESSAGES.noSocket)).toBe('WebSocket connection not available. Please refresh the page.');
    expect(english(CC_MESSAGES.fetchFailed('Boom'))).toBe('Error: Boom');
    expect(english(CC_MESSAGES.batchFailed(undefined))).toBe('Batch operation failed: Unknown error');
    expect(english(CC_MESSAGES.batchTimedOut('extractAllData'))).toBe(
      "Batch operation 'extractAllData' timed out after 30 seconds. Check mobile app connection and logs.",
    );
  });
});

describe('Command Centre display rules', () => {
  it('shows the spec fields per table and hides the bookkeeping fields of other tables', () => {
    const row = {
      localId: 3,
      localUUID: 'u',
      name: 'Musa',
      sex: 'male',
      age: 9,
      currentLevel: 'Tier 1',
      currentClass: 'A',
      schoolRef: 'SCH-1',
      serverId: 5,
      syncStatus: 'synced',
      extra: 'x',
    };
    expect(visibleFields('learners', row).map(([field]) => field)).toEqual(['localId', 'name', 'sex', 'age', 'currentLevel', 'currentClass', 'schoolRef']);
    const other = { localId: 1, localUUID: 'u', serverId: 2, lastSyncAttempt: 't', createdAt: 't', updatedAt: 't', syncStatus: 'failed', note: 'n' };
    expect(visibleFields('photos', other).map(([field]) => field)).toEqual(['localId', 'note']);
  });

  it('shows more than 8 fields as a tree', () => {
    expect(showsAsTree(new Array(8))).toBe(false);
    expect(showsAsTree(new Array(9))).toBe(true);
    expect(visibleFields('schools', {}).length).toBe(8);
  });

  it('maps unknown sync statuses to unknown', () => {
    expect(['pending', 'synced', 'failed', 'queued', undefined].map(rowSyncStatus)).toEqual(['pending', 'synced', 'failed', 'unknown', 'unknown']);
  });

  it('pages with up to 5 numbers around the current page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(101, 20)).toBe(6);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('cuts tab labels to 14 characters', () => {
    expect(tabLabel('Bala Idris')).toBe('Bala Idris');
    expect(tabLabel('Abcdefghijklmn')).toBe('Abcdefghijklmn');
    expect(tabLabel('Abcdefghijklmno')).toBe('Abcdefghijklmn…');
  });

  it('generates 21-character URL-safe request ids', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newRequestId()));
    expect(ids.size).toBe(500);
    for (const id of ids) {
      expect(id).toHaveLength(REQUEST_ID_LENGTH);
      expect(REQUEST_ID_LENGTH).toBe(21);
      expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    }
  });
});
