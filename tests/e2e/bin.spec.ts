/**
 * Deletes that can be restored, in the browser: an admin deletes a household with a
 * reason from its page, finds it in the households' Deleted view (who, when, why, until when),
 * restores it, and it is back in the households list; a child is deleted from its edit screen; a
 * supervisor, who may edit but not manage, sees neither Delete nor the Deleted view.
 */
import crypto from 'node:crypto';
import { createUser, expect, signIn, test } from './fixtures';

// Its own server: the Deleted views start empty.
test.use({ serverName: 'bin' });

const listFiltered = (resource: string, q: string) => `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

test('an admin deletes a household with a reason, finds it in the Deleted view and restores it', async ({ page, server }) => {
  const word = `Bin${crypto.randomBytes(3).toString('hex')}`;
  const household = await server.app.db
    .insertInto('households')
    .values({ householdHead: `${word} Garba`, state: 'kano', lga: 'dala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'admin', 'Aisha Officer'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(listFiltered('households', word));
  await expect(page.locator('#main-content table tbody tr').first()).toContainText(`${word} Garba`);

  await page.goto(`/admin/households/${household.id}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} Garba`);
  await page.getByTestId('delete-record').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete ${word} Garba?`);
  // The reason is required.
  await dialog.getByTestId('delete-confirm').click();
  await expect(dialog).toContainText('A reason is required');
  await dialog.getByLabel('Reason for deleting').fill('Registered twice by the collector');
  await dialog.getByTestId('delete-confirm').click();

  // The list may put back the filter it remembers from the visit above (react-admin's stored list params).
  await expect(page).toHaveURL(/\/admin\/households(\?.*)?$/);
  await expect(page.getByText(`${word} Garba was deleted. You can restore it from the Deleted view.`)).toBeVisible();
  await page.goto(listFiltered('households', word));
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await page.getByTestId('deleted-view-link').click();
  await expect(page).toHaveURL(/\/admin\/households\/deleted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deleted: Households');
  const row = page.getByTestId('deleted-view').locator('table tbody tr').filter({ hasText: word });
  await expect(row).toContainText(`${word} Garba`);
  await expect(row).toContainText('Registered twice by the collector');
  await expect(row).toContainText('Aisha Officer');
  await expect(row).toContainText('Dala, Kano');

  await row.getByTestId('restore-record').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Restore ${word} Garba?`);
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${word} Garba was restored.`)).toBeVisible();
  await expect(page.getByTestId('deleted-view').locator('table tbody tr').filter({ hasText: word })).toHaveCount(0);
  await expect(page.getByTestId('deleted-empty')).toHaveText('No households have been deleted.');

  await page.goto(listFiltered('households', word));
  await expect(page.locator('#main-content table tbody tr').first()).toContainText(`${word} Garba`);
  const entry = await server.app.db
    .selectFrom('deletedRecords')
    .select('recordId')
    .where('resource', '=', 'households')
    .where('recordId', '=', household.id)
    .executeTakeFirst();
  expect(entry).toBeUndefined();
});

test('an admin deletes a child from its edit screen and returns to the list', async ({ page, server }) => {
  const word = `Edb${crypto.randomBytes(3).toString('hex')}`;
  const child = await server.app.db
    .insertInto('oosChildren')
    .values({ firstName: 'Hauwa', lastName: word, age: 9, sex: 'Female', state: 'kano', lga: 'dala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'admin', 'Bala Officer'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/out-of-school/${child.id}`);
  await page.getByTestId('delete-record').click();
  await page.getByRole('dialog').getByLabel('Reason for deleting').fill('Not an out-of-school child');
  await page.getByRole('dialog').getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/admin\/out-of-school(\?.*)?$/);
  await page.goto('/admin/out-of-school/deleted');
  await expect(page.getByTestId('deleted-view').locator('table tbody tr').filter({ hasText: word })).toContainText('Not an out-of-school child');
});

test('a supervisor, who may edit but not manage households, sees no Delete and no Deleted view', async ({ page, server }) => {
  const household = await server.app.db
    .insertInto('households')
    .values({ householdHead: 'Kept Household', state: 'kano', lga: 'dala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'supervisor', 'Sani Supervisor'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/households/${household.id}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept Household');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByTestId('delete-record')).toHaveCount(0);
  await page.goto(`/admin/households/${household.id}`);
  await expect(page.getByTestId('edit-title')).toBeVisible();
  await expect(page.getByTestId('delete-record')).toHaveCount(0);
  await page.goto('/admin/households');
  await expect(page.locator('#main-content table tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('deleted-view-link')).toHaveCount(0);
  await page.goto('/admin/households/deleted');
  await expect(page).toHaveURL(/\/admin\/households(\?.*)?$/);
});
