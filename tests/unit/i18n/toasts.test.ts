import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/i18n/en';

/** What react-admin's controllers pass with a resource toast. */
const ra = (fallback: string) => ({ smart_count: 1, _: fallback });

describe("react-admin's toasts name what happened", () => {
  const { translate } = createI18nProvider();

  it('names the resource on create, update and delete', () => {
    expect(translate('resources.programmes.notifications.created', ra('Element created'))).toBe('Programme created.');
    expect(translate('resources.programmes.notifications.updated', ra('Element updated'))).toBe('Programme saved.');
    expect(translate('resources.schools.notifications.deleted', ra('Element deleted'))).toBe('Learning Center deleted.');
  });

  it('says "Record" for a resource with no name, never "Element"', () => {
    expect(translate('resources.widgets.notifications.created', ra('Element created'))).toBe('Record created.');
  });

  it('says "not found" for a record that does not exist', () => {
    expect(translate('ra.notification.item_doesnt_exist')).toBe(en.recordShow.notFound);
    expect(en.recordShow.notFound).toMatch(/not found/);
  });

  it("leaves react-admin's other texts alone", () => {
    expect(translate('ra.action.save')).toBe('Save');
  });
});
