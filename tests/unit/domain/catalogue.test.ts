import { describe, expect, it } from 'vitest';
import { RECORD_DEFS, HOUSEHOLD_PARTS as SERVER_HOUSEHOLD_PARTS } from '../../../server/records/definitions';
import { ROUTE_GUARDS, MENU_ITEMS, canOpenPath, guardForPath } from '../../../src/domain/navigation';
import {
  HOUSEHOLD_PARTS_BY_TAB,
  HOUSEHOLD_TABS,
  RECORD_TYPE_NAMES,
  RECORD_TYPES,
  detailPath,
  householdTabOf,
  recordPath,
  recordTypeOfApiPath,
  recordTypeOfResource,
} from '../../../src/domain/records';
import { RECORD_PERMISSIONS } from '../../../src/domain/records/permissions';
import { DEVICE_TABLES } from '../../../src/domain/syncProtocol';
import { apiResource } from '../../../src/providers/dataProvider';
import { translateIn } from '../../../src/i18n/translate';
import { DETAIL_ROUTES, schoolEditPath } from '../../../src/resources/common/recordPaths';
import { SPEC_RECORD_LABELS } from '../../helpers/specTexts';

describe('record catalogue: names and paths (spec 01 §2.6-§2.7, spec 02 §7)', () => {
  it('names the six types once each, with their resources, API paths and device tables', () => {
    expect(RECORD_TYPE_NAMES).toEqual(['schools', 'learners', 'staff', 'communities', 'households', 'outOfSchoolChildren']);
    const names = RECORD_TYPE_NAMES.map((type) => [RECORD_TYPES[type].resource, RECORD_TYPES[type].apiPath, RECORD_TYPES[type].deviceTable]);
    expect(names).toEqual([
      ['schools', 'schools', 'schools'],
      ['learners', 'learners', 'learners'],
      ['staff', 'staff', 'staff'],
      ['community', 'communities', 'communities'],
      ['households', 'households', 'households'],
      ['out-of-school', 'oos-children', 'oosChildren'],
    ]);
    expect([...DEVICE_TABLES].sort()).toEqual(RECORD_TYPE_NAMES.map((type) => RECORD_TYPES[type].deviceTable).sort());
    expect(recordTypeOfResource('out-of-school')).toBe('outOfSchoolChildren');
    expect(recordTypeOfApiPath('oos-children')).toBe('outOfSchoolChildren');
    expect(recordTypeOfResource('oos-children')).toBeUndefined();
  });

  it('gives each type its list, show and edit paths', () => {
    expect(recordPath('schools', 'list')).toBe('/admin/schools');
    expect(recordPath('schools', 'show', 12)).toBe('/admin/schools/12');
    expect(recordPath('schools', 'edit', 12)).toBe('/admin/schools/edit/12');
    expect(recordPath('learners', 'show', 3)).toBe('/admin/learners/3/show');
    expect(recordPath('staff', 'show', 4)).toBe('/admin/staff/4/show');
    expect(recordPath('communities', 'edit', 5)).toBe('/admin/community/edit/5');
    expect(recordPath('communities', 'show', 5)).toBe('/admin/community/5/show');
    expect(recordPath('households', 'show', 7)).toBe('/admin/households/7/show');
    expect(recordPath('outOfSchoolChildren', 'show', 9)).toBe('/admin/out-of-school/9/show');
    expect(recordPath('households', 'edit', 7)).toBe('/admin/households/7');
    expect(recordPath('outOfSchoolChildren', 'list')).toBe('/admin/out-of-school');
    expect(recordPath('outOfSchoolChildren', 'edit', 'a/b')).toBe('/admin/out-of-school/a%2Fb');
    expect(() => recordPath('learners', 'edit', 1)).toThrow();
    expect(() => recordPath('schools', 'create')).toThrow();
  });

  it('leads a list row to the read-only page of its record, which a reader may open', () => {
    expect(RECORD_TYPE_NAMES.map((type) => detailPath(type, 9))).toEqual([
      '/admin/schools/9',
      '/admin/learners/9/show',
      '/admin/staff/9/show',
      '/admin/community/9/show',
      '/admin/households/9/show',
      '/admin/out-of-school/9/show',
    ]);
    const reader = { permissions: ['read_households'] };
    expect(canOpenPath(reader, detailPath('households', 7))).toBe(true);
    expect(canOpenPath(reader, recordPath('households', 'edit', 7))).toBe(false);
    for (const type of RECORD_TYPE_NAMES) {
      const route = DETAIL_ROUTES[RECORD_TYPES[type].resource];
      expect(route.kind).toBe(RECORD_TYPES[type].detail);
      expect(route.path(9)).toBe(detailPath(type, 9));
    }
    expect(schoolEditPath(12)).toBe('/admin/schools/edit/12');
  });

  it('names the save messages of spec 02 §8, verbatim in the English catalogue', () => {
    const english = (key: string) => translateIn('en', key);
    const editMessages = (type: 'schools' | 'communities' | 'outOfSchoolChildren') => {
      const { resource, updatedKey } = RECORD_TYPES[type];
      return { updated: english(updatedKey), updateFailed: english(`resources.${resource}.messages.saveFailed`) };
    };
    expect(editMessages('schools')).toEqual({ updated: 'School updated successfully', updateFailed: 'Failed to update school' });
    expect(editMessages('communities')).toEqual({ updated: 'Community updated successfully', updateFailed: 'Failed to update community' });
    expect(editMessages('outOfSchoolChildren')).toEqual({ updated: 'Child updated successfully', updateFailed: 'Failed to update child' });
    const partMessages = HOUSEHOLD_TABS.map((tab) => HOUSEHOLD_PARTS_BY_TAB[tab].messageKeys);
    expect(partMessages.map(({ saved, failed }) => ({ saved: english(saved), failed: english(failed) }))).toEqual([
      { saved: 'Household identification saved successfully!', failed: 'Failed to save household identification.' },
      { saved: 'Parent/Guardian information saved successfully!', failed: 'Failed to save Parent/Guardian information.' },
      { saved: 'Health & Nutrition information saved successfully!', failed: 'Failed to save Health & Nutrition information.' },
    ]);
  });

  it('opens the household on the identification tab for a missing or unknown ?tab=', () => {
    expect(householdTabOf(null)).toBe('identification');
    expect(householdTabOf('nonsense')).toBe('identification');
    expect(householdTabOf('health-and-nutrition')).toBe('health-and-nutrition');
  });
});

describe('what derives from the catalogue agrees with it', () => {
  it('menu and route guards use its paths, labels and the record-permission table', () => {
    for (const type of RECORD_TYPE_NAMES) {
      const { routes, labelKey } = RECORD_TYPES[type];
      const item = MENU_ITEMS.find((entry) => entry.to === routes.list.path);
      expect(item?.labelKey).toBe(labelKey);
      expect(translateIn('en', labelKey)).toBe(SPEC_RECORD_LABELS[type]);
      expect(item?.anyOf).toEqual(RECORD_PERMISSIONS[type].read);
      for (const route of Object.values(routes)) {
        const guard = guardForPath(route.path.replace(':id', '42'));
        expect(guard?.anyOf, route.path).toEqual(RECORD_PERMISSIONS[type][route.access]);
        expect(
          ROUTE_GUARDS.some((entry) => entry.pattern === route.path),
          route.path,
        ).toBe(route.ownGuard);
      }
    }
  });

  it('the data provider sends each resource to its API path', () => {
    for (const type of RECORD_TYPE_NAMES) expect(apiResource(RECORD_TYPES[type].resource)).toBe(RECORD_TYPES[type].apiPath);
  });

  it("the server's definitions take paths, nouns, messages and permissions from it", () => {
    for (const type of RECORD_TYPE_NAMES) {
      const def = RECORD_DEFS[type];
      expect(def.type).toBe(type);
      expect(def.path).toBe(RECORD_TYPES[type].apiPath);
      expect(def.noun).toBe(translateIn('en', RECORD_TYPES[type].nounKey));
      expect(def.updatedMessage).toBe(translateIn('en', RECORD_TYPES[type].updatedKey));
      expect(def.readPermissions).toEqual(RECORD_PERMISSIONS[type].read);
      expect(def.writePermissions).toEqual(RECORD_PERMISSIONS[type].write);
      expect(def.computed).toEqual(RECORD_TYPES[type].computed);
    }
    for (const tab of HOUSEHOLD_TABS) {
      const part = HOUSEHOLD_PARTS_BY_TAB[tab];
      expect(SERVER_HOUSEHOLD_PARTS[part.key]).toMatchObject({ tab, shape: part.shape, message: translateIn('en', part.messageKeys.saved) });
    }
  });
});
