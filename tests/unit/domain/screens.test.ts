import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, ROUTE_GUARDS, canOpenPath, guardForPath, visibleMenuItems } from '../../../src/domain/navigation';
import { SUPER_ADMIN } from '../../../src/domain/permissions';
import { ADMIN_ROOT, recordTypeEntry } from '../../../src/domain/records/catalogue';
import { ADMIN_SCREENS, CUSTOM_SCREENS, RESOURCE_SCREENS, type AdminScreen } from '../../../src/domain/screens';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { lookup } from '../../../src/i18n/translate';

/** The guard patterns a screen brings: a record type's guarded catalogue routes, or its own path. */
function expectedPatterns(screen: AdminScreen): string[] {
  if (screen.kind === 'record')
    return Object.values(recordTypeEntry(screen.id).routes)
      .filter((route) => route.ownGuard)
      .map((route) => route.path);
  return 'anyOf' in screen.access ? [screen.path] : [];
}

describe('admin screen registry', () => {
  it('names each screen once, by a unique id and a unique path under /admin', () => {
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.id)).size).toBe(ADMIN_SCREENS.length);
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.path)).size).toBe(ADMIN_SCREENS.length);
    for (const screen of ADMIN_SCREENS) expect(screen.path.startsWith(`${ADMIN_ROOT}/`), screen.path).toBe(true);
  });

  it('holds the sub-screens reached from other screens, outside the menu', () => {
    const outsideMenu = ADMIN_SCREENS.filter((screen) => screen.menu === null).map((screen) => screen.path);
    expect(outsideMenu).toEqual(['/admin/user-management/roles', '/admin/command-centre/reconciliation']);
  });

  it('has every label key in English and Hausa', () => {
    const missing = ADMIN_SCREENS.filter((screen) => !lookup(en, screen.labelKey) || !lookup(ha, screen.labelKey));
    expect(missing.map((screen) => screen.labelKey)).toEqual([]);
  });

  it('splits the screens that are not record types into custom routes and resources', () => {
    const own = ADMIN_SCREENS.filter((screen) => screen.kind !== 'record').map((screen) => screen.id);
    expect([...CUSTOM_SCREENS, ...RESOURCE_SCREENS].map((screen) => screen.id).sort()).toEqual([...own].sort());
  });
});

describe('the menu derives from the registry', () => {
  it('has one entry per menu screen, in registry order, with its path, label key, icon and placement', () => {
    const menuScreens = ADMIN_SCREENS.filter((screen) => screen.menu !== null);
    expect(MENU_ITEMS.map((item) => item.to)).toEqual(menuScreens.map((screen) => screen.path));
    for (const [index, screen] of menuScreens.entries()) {
      const item = MENU_ITEMS[index];
      expect({ labelKey: item.labelKey, icon: item.icon, section: item.section, group: item.group }).toEqual({ labelKey: screen.labelKey, ...screen.menu });
    }
  });

  it("gives each entry its screen's permissions", () => {
    for (const item of MENU_ITEMS) {
      const { access } = ADMIN_SCREENS.find((screen) => screen.path === item.to)!;
      if ('superAdminRole' in access) expect(item.superAdminRole, item.to).toBe(true);
      else if ('anyOf' in access) expect(item.anyOf, item.to).toEqual(access.anyOf);
    }
    expect(visibleMenuItems({ role: SUPER_ADMIN, permissions: [] })).toEqual(MENU_ITEMS);
  });
});

describe('the route guards derive from the registry', () => {
  it('guard every screen that has permissions of its own, at its path, with them', () => {
    for (const screen of ADMIN_SCREENS) {
      for (const pattern of expectedPatterns(screen))
        expect(
          ROUTE_GUARDS.some((guard) => guard.pattern === pattern),
          pattern,
        ).toBe(true);
      if ('anyOf' in screen.access) expect(guardForPath(screen.path)?.anyOf, screen.path).toEqual(screen.access.anyOf);
    }
  });

  it('hold no pattern that is not a screen or a record route', () => {
    const patterns = ADMIN_SCREENS.flatMap(expectedPatterns);
    expect(ROUTE_GUARDS.map((guard) => guard.pattern).sort()).toEqual([...patterns].sort());
  });

  it('guard a screen without a guard of its own by the screen it sits below', () => {
    const below = ADMIN_SCREENS.filter((screen) => 'parentGuard' in screen.access);
    expect(below.map((screen) => screen.id)).toEqual(['reconciliation']);
    for (const screen of below) {
      const guard = guardForPath(screen.path);
      const parent = ADMIN_SCREENS.find((candidate) => candidate.path === guard?.pattern);
      expect(parent && screen.path.startsWith(`${parent.path}/`), screen.path).toBe(true);
    }
    expect(canOpenPath({ role: 'r', permissions: ['read_users'] }, '/admin/command-centre/reconciliation')).toBe(true);
    expect(canOpenPath({ role: 'r', permissions: ['read_reports'] }, '/admin/command-centre/reconciliation')).toBe(false);
  });

  it('leave the super_admin-only outbox to the screen itself', () => {
    expect(guardForPath('/admin/outbox')).toBeUndefined();
    expect(MENU_ITEMS.find((item) => item.to === '/admin/outbox')?.superAdminRole).toBe(true);
  });
});
