/** The audit log in Chromium: a change made through the API shows in Audit Logs with its before and after. */
import { createUser, expect, PASSWORD, signIn, test } from './fixtures';

test('an admin finds a school change in Audit Logs and reads its before and after', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin', 'Audit Reader');
  const { id } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Tsangaya Dala', state: 'kano', lga: 'dala', typeOfSchool: 'Tsangaya' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: PASSWORD } });
  const token = login.json().data.token as string;
  const update = await server.app.inject({
    method: 'PUT',
    url: `/api/admin/schools/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { schoolName: 'Tsangaya Dala Central' },
  });
  expect(update.statusCode).toBe(200);

  await signIn(page, email);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Audit Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Learning Centers' });
  await expect(page).toHaveURL(/resource/);
  const row = page
    .getByRole('row')
    .filter({ hasText: `Audit Reader <${email}>` })
    .filter({ hasText: 'Updated' });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: `Updated · Learning Centers #${id}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-changes').getByRole('row', { name: /School Name/ })).toHaveText('School NameTsangaya DalaTsangaya Dala Central');

  // The filtered list is in the address: a reload keeps it.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveValue('schools');
});
