/**
 * Search finds places: a ward typed in its Hausa spelling ("Ƙofar Mazugal" for
 * INEC's KOFAR MAZUGAL) is offered as a place; choosing it opens the records filtered to it. And
 * sessions (point 10): each row says which browser and which device, so two can be told apart.
 */
import { insertRow } from '../helpers/records';
import { PASSWORD, createUser, expect, signIn, test } from './fixtures';

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test('a ward typed in Hausa spelling is offered as a place and opens the records there', async ({ page, server }) => {
  const name = `Makarantar Ƙofar Mazugal ${Date.now()}`;
  await insertRow(server.app, 'schools', { schoolName: name, state: 'kano', lga: 'dala', ward: 'kofar-mazugal', zone: 'north-west' });
  await signIn(page, await createUser(server.app, 'admin', 'Place Searcher'));
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('Ƙofar Mazugal');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('Places', { exact: true })).toBeVisible();
  const ward = listbox.getByRole('option', { name: /^Kofar Mazugal\s*Ward · Dala, Kano/ });
  await ward.click();

  await expect(page).toHaveURL(/\/admin\/schools\?/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ state: 'kano', lga: 'dala', ward: 'kofar-mazugal' });
  await expect(page.locator('#main-content table tbody')).toContainText(name);
});

test('sessions show the browser with its version and the kind of device', async ({ page, server }) => {
  const email = await createUser(server.app, 'collector', 'Two Devices');
  const phone = await server.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { 'user-agent': ANDROID_PHONE },
    payload: { email, password: PASSWORD },
  });
  expect(phone.statusCode).toBe(200);
  await signIn(page, email);
  await page.goto('/admin/settings');
  const rows = page.getByRole('region', { name: 'Where you are signed in' }).getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const other = rows.filter({ hasNotText: 'This device' });
  await expect(other).toContainText('Chrome 130');
  await expect(other).toContainText('Android phone');
  await expect(rows.filter({ hasText: 'This device' })).toContainText(/Chrome \d+.*Linux computer/);
});
