/**
 * English and Hausa: the language chosen in the public top bar is remembered in the
 * browser, carries into the admin, and can be changed back from the admin user menu; an edit
 * screen then shows its tabs, field labels and enumerated values in Hausa while storing the same
 * values.
 */
import { en } from '../../src/i18n/en';
import { ha } from '../../src/i18n/ha';
import { createUser, expect, signIn, test } from './fixtures';

test('the public site switches to Hausa and remembers it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: en.nav.main });
  await expect(nav.getByRole('link', { name: en.nav.dataTable })).toBeVisible();

  await page.getByTestId('language-switch').selectOption('ha');
  const hausaNav = page.getByRole('navigation', { name: ha.nav.main });
  for (const label of [ha.nav.home, ha.nav.dataTable, ha.nav.charts, ha.nav.maps, ha.nav.programmes]) {
    await expect(hausaNav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: ha.home.title })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText(ha.footer.quickLinks);

  await page.reload();
  await expect(page.getByRole('navigation', { name: ha.nav.main }).getByRole('link', { name: ha.nav.maps })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: ha.auth.signInTitle })).toBeVisible();
  await expect(page.getByLabel(ha.auth.password, { exact: true })).toBeVisible();
});

test('the admin menu follows the chosen language and the user menu switches it', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin', 'Chinedu Okafor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByTestId('admin-menu');
  await expect(menu.getByRole('link', { name: en.menu.dashboard })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-ha').click();
  for (const label of [ha.menu.dashboard, ha.menu.schools, ha.menu.learners, ha.menu.households, ha.menu.settings]) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(menu).toContainText(ha.menu.system);

  await page.reload();
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: ha.menu.settings })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: ha.nav.main }).getByRole('link', { name: ha.nav.home })).toBeVisible();

  await page.getByTestId('language-switch').selectOption('en');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: en.menu.settings })).toBeVisible();
});

test('an edit screen in Hausa: menu, tabs, field labels and options translated, stored values unchanged', async ({ page, server }) => {
  const { id } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Tsangaya Gwale', state: 'kano', lga: 'gwale', typeOfSchool: 'Tsangaya', shiftSystem: true, shiftType: 'Morning' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = await createUser(server.app, 'admin', 'Amina Danjuma');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-ha').click();
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: ha.menu.schools })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/admin/schools/edit/${id}`);
  const school = ha.resources.schools;
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: ha.menu.schools })).toBeVisible();
  await expect(page.getByRole('textbox', { name: school.fields.schoolName, exact: true })).toHaveValue('Tsangaya Gwale');
  await expect(page.getByRole('heading', { level: 1, name: 'Gyara Tsangaya Gwale' })).toBeVisible();
  await expect(page.getByTestId('back-link')).toHaveText(`Koma zuwa ${ha.menu.schools}`);
  await expect(page.getByRole('tab')).toHaveText(Object.values(school.tabs));
  await expect(page.getByRole('combobox', { name: school.fields.state, exact: true })).toHaveValue('kano');

  await page.getByRole('tab', { name: school.tabs.characteristics }).click();
  await expect(page.getByRole('switch', { name: school.fields.shiftSystem })).toBeChecked();
  const shiftType = page.getByRole('combobox', { name: school.fields.shiftType, exact: true });
  await expect(shiftType).toHaveValue('Morning');
  await expect(shiftType.locator('option:checked')).toHaveText(ha.values.Morning);
  await shiftType.selectOption({ label: ha.values.Evening });
  await expect(shiftType).toHaveValue('Evening');

  await page.getByRole('button', { name: ha.records.edit.save }).click();
  await expect(page.getByText(school.messages.saved, { exact: true })).toBeVisible();
  const saved = await server.app.db.selectFrom('schools').select('shiftType').where('id', '=', id).executeTakeFirstOrThrow();
  expect(saved.shiftType).toBe('Evening');
});
