/** The account screens' translation keys built at run time, derived from the data they come from. */
import { describe, expect, it } from 'vitest';
import { groupLabelKey, PERMISSION_GROUPS, permissionLabel, permissionLabelKey } from '../../../src/admin/roles/permissionGroups';
import { EXTRA_PERMISSIONS, PERMISSIONS } from '../../../src/domain/permissions';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { lookup } from '../../../src/i18n/translate';

const EVERY_PERMISSION = [...PERMISSIONS, ...EXTRA_PERMISSIONS];
const missingIn = (keys: readonly string[]) => keys.filter((key) => lookup(en, key) === undefined || lookup(ha, key) === undefined);

describe('account screens: keys built at run time', () => {
  it('name every permission group in English and Hausa', () => {
    expect(missingIn(PERMISSION_GROUPS.map(groupLabelKey))).toEqual([]);
  });

  it('name every permission in English and Hausa, the English being the name made from its code', () => {
    expect(missingIn(EVERY_PERMISSION.map(permissionLabelKey))).toEqual([]);
    for (const permission of EVERY_PERMISSION) expect(lookup(en, permissionLabelKey(permission))).toBe(permissionLabel(permission));
  });

  it('keep the Hausa names different from the English ones (translated, not copied)', () => {
    const copied = [...PERMISSION_GROUPS.map(groupLabelKey), ...EVERY_PERMISSION.map(permissionLabelKey)].filter((key) => lookup(en, key) === lookup(ha, key));
    expect(copied).toEqual([]);
  });
});
