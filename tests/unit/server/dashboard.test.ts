/** The dashboard's small rules: weeks, programme progress, the answer cache, sections, the URL filter and list links. */
import { describe, expect, it, vi } from 'vitest';
import {
  FAILED_SYNC,
  PENDING_INVITATIONS,
  SILENT_COLLECTORS,
  WAITING_FOR_REVIEW,
  dashboardSectionsOf,
  peopleListFilter,
  recordListFilter,
  reviewScope,
  reviewableTypes,
} from '../../../src/domain/dashboard';
import { DEFAULT_ROLES } from '../../../src/domain/roles';
import { filterFromParams } from '../../../src/admin/dashboard/useDashboardFilter';
import { openDuplicatesLink, recordListLink } from '../../../src/admin/dashboard/listLink';
import { AnswerCache } from '../../../server/dashboard/cache';
import { weekStart } from '../../../server/dashboard/executive';
import { progressOf } from '../../../server/dashboard/programmes';

describe('weekStart', () => {
  it('is the Monday (UTC) of the week, or of a week before', () => {
    expect(weekStart(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-23T00:00:00Z'), 11)).toBe('2026-09-07');
  });
});

describe('progressOf', () => {
  it('is the share of days past, within 0 and 1, or null without both dates', () => {
    expect(progressOf('2026-01-01', '2026-01-10', new Date('2026-01-06T00:00:00Z'))).toBeCloseTo(0.5);
    expect(progressOf('2026-01-01', '2026-01-10', new Date('2025-12-01T00:00:00Z'))).toBe(0);
    expect(progressOf('2026-01-01', '2026-01-10', new Date('2027-01-01T00:00:00Z'))).toBe(1);
    expect(progressOf(null, '2026-01-10', new Date())).toBeNull();
    expect(progressOf('2026-02-01', '2026-01-10', new Date())).toBeNull();
  });
});

describe('AnswerCache', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('serves an answer again while fresh, shares one being computed, and forgets failures', async () => {
    let now = 0;
    const cache = new AnswerCache<number>(1000, 5000, 10, () => now);
    const compute = vi.fn(async () => 42);
    await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    now = 999;
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    await expect(cache.get('b', async () => 7)).resolves.toBe(7);
  });

  it('when stale, answers the kept value at once and computes the next one once, in the background', async () => {
    let now = 0;
    const cache = new AnswerCache<number>(1000, 5000, 10, () => now);
    await cache.get('a', async () => 1);
    await settle();
    now = 1500;
    let release: (value: number) => void = () => {};
    const next = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    await expect(cache.get('a', next)).resolves.toBe(1);
    await expect(cache.get('a', next)).resolves.toBe(1);
    expect(next).toHaveBeenCalledTimes(1);
    release(2);
    await settle();
    await expect(cache.get('a', next)).resolves.toBe(2);
    now = 1500 + 5000;
    await expect(cache.get('a', async () => 3)).resolves.toBe(3);
  });

  it('keeps at most its number of entries', async () => {
    const cache = new AnswerCache<number>(1000, 5000, 2, () => 0);
    const compute = vi.fn(async () => 1);
    for (const key of ['a', 'b', 'c']) await cache.get(key, compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe('dashboardSectionsOf', () => {
  const roleSubject = (name: string) => {
    const role = DEFAULT_ROLES.find((r) => r.name === name);
    if (!role) throw new Error(name);
    return { role: role.name, permissions: [...role.permissions] };
  };

  it('gives each default role the sections it acts on', () => {
    expect(dashboardSectionsOf(roleSubject('super_admin'))).toEqual(['executive', 'review', 'admin']);
    expect(dashboardSectionsOf(roleSubject('admin'))).toEqual(['executive', 'review', 'admin']);
    expect(dashboardSectionsOf(roleSubject('executive'))).toEqual(['executive']);
    expect(dashboardSectionsOf(roleSubject('supervisor'))).toEqual(['review']);
    expect(dashboardSectionsOf(roleSubject('collector'))).toEqual(['collector']);
  });

  it('shows "My collection" only to collector accounts, the only ones that sync', () => {
    expect(dashboardSectionsOf({ role: 'x', permissions: ['collector_dashboard', 'executive_dashboard'] })).toEqual(['executive']);
    expect(dashboardSectionsOf({ role: 'collector', permissions: ['collector_dashboard', 'executive_dashboard'] })).toEqual(['executive', 'collector']);
    expect(dashboardSectionsOf({ role: 'x', permissions: ['*'] })).toEqual(['executive', 'review', 'admin']);
  });

  it('shows the review section to those who may review a type, the operations section to those who may open the people lists', () => {
    expect(dashboardSectionsOf({ role: 'x', permissions: ['admin_dashboard'] })).toEqual([]);
    expect(dashboardSectionsOf({ role: 'x', permissions: ['admin_dashboard', 'write_households'] })).toEqual(['review']);
    expect(dashboardSectionsOf({ role: 'x', permissions: ['admin_dashboard', 'read_users'] })).toEqual(['admin']);
    expect(dashboardSectionsOf({ role: 'x', permissions: ['read_schools', 'write_schools', 'read_users'] })).toEqual([]);
    expect(reviewableTypes({ role: 'x', permissions: ['write_schools', 'manage_learners', 'read_staff'] })).toEqual(['schools', 'learners']);
  });
});

describe('one filter for a figure and its list', () => {
  it('the review figures: the dashboard place and period, or the reviewer own state, plus the figure values', () => {
    expect(reviewScope({}, 'kano')).toEqual({ state: 'kano' });
    expect(reviewScope({ state: 'yobe' }, 'kano')).toEqual({ state: 'yobe' });
    expect(reviewScope({}, null)).toEqual({});
    expect(recordListFilter({ state: 'kano', from: '2026-01-01' }, WAITING_FOR_REVIEW)).toEqual({
      state: 'kano',
      createdFrom: '2026-01-01',
      reviewState: 'received',
    });
    expect(recordListLink('households', { state: 'kano' }, FAILED_SYNC)).toBe(
      `/admin/households?filter=${encodeURIComponent('{"state":"kano","syncStatus":"failed"}')}`,
    );
    expect(openDuplicatesLink({ state: 'kano', lga: 'dala' })).toBe(`/admin/duplicates?filter=${encodeURIComponent('{"status":"open","state":"kano"}')}`);
    expect(openDuplicatesLink({})).toBe(`/admin/duplicates?filter=${encodeURIComponent('{"status":"open"}')}`);
  });

  it('the operations figures: the people lists by state only', () => {
    expect(peopleListFilter({ state: 'kano', lga: 'dala', from: '2026-01-01' }, SILENT_COLLECTORS)).toEqual({ state: 'kano', isActive: true, silentDays: 3 });
    expect(peopleListFilter({}, PENDING_INVITATIONS)).toEqual({ invitation: 'pending' });
  });
});

describe('the filter in the URL', () => {
  it('keeps a known state, an LGA of that state and well-formed dates; drops the rest', () => {
    expect(filterFromParams(new URLSearchParams('state=kano&lga=dala&from=2026-01-01&to=2026-02-01'))).toEqual({
      state: 'kano',
      lga: 'dala',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(filterFromParams(new URLSearchParams('state=kano&lga=ikeja&from=01-01-2026'))).toEqual({ state: 'kano' });
    expect(filterFromParams(new URLSearchParams('state=atlantis&lga=dala'))).toEqual({});
  });

  it('opens the record list with react-admin filter values: place, period as creation dates, and the figure own values', () => {
    expect(recordListLink('schools', {})).toBe('/admin/schools');
    const link = recordListLink('outOfSchoolChildren', { state: 'kano', lga: 'dala', from: '2026-01-01', to: '2026-02-01' }, { sex: 'Female' });
    const [path, query] = link.split('?');
    expect(path).toBe('/admin/out-of-school');
    expect(JSON.parse(new URLSearchParams(query).get('filter') ?? '')).toEqual({
      state: 'kano',
      lga: 'dala',
      createdFrom: '2026-01-01',
      createdTo: '2026-02-01',
      sex: 'Female',
    });
  });
});
