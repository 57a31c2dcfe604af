import { DEFAULT_ROLES } from '../../src/domain/roles';
import { visibleMenuItems, MENU_ITEMS } from '../../src/domain/navigation';
import { translateIn } from '../../src/i18n/translate';
import '../helpers/wholeCatalogues';
import { createRole, createUser, expect, signIn, suspend, test } from './fixtures';

test('an admin signs in and reaches the dashboard', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin', 'Chinedu Okafor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('user-full-name')).toHaveText('Chinedu Okafor');
  await expect(page.getByTestId('user-menu-name')).toHaveText('Chinedu Okafor');
});

test('a role without any dashboard permission sees Access Denied with the role name', async ({ page, server }) => {
  await createRole(server.app, 'records_clerk', 'Records Clerk', ['read_schools']);
  const email = await createUser(server.app, 'records_clerk');
  await signIn(page, email);
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You do not have the necessary permissions to view this page.')).toBeVisible();
  await expect(page.getByTestId('access-denied-role')).toContainText('Records Clerk');
});

test('a user without permission for a route is sent to the dashboard', async ({ page, server }) => {
  const email = await createUser(server.app, 'executive');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/user-management');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('user-role')).toBeVisible();
});

test('a user suspended while signed in sees Account Suspended at the next request', async ({ page, server }) => {
  const email = await createUser(server.app, 'supervisor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard has read the user from the server: everything after this is a new request.
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('account-suspended')).toHaveCount(0);
  await suspend(server.app, email);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('account-suspended')).toBeVisible();
  await expect(page.getByText('Your account has been suspended. Please contact the administrator.')).toBeVisible();
});

test('a suspended user signing in sees the suspension message', async ({ page, server }) => {
  const email = await createUser(server.app, 'supervisor');
  await suspend(server.app, email);
  await signIn(page, email);
  await expect(page.getByTestId('login-error')).toHaveText('Your account has been suspended. Please contact the administrator.');
  await expect(page).toHaveURL(/\/login$/);
});

test("a supervisor's menu shows only the items its permissions allow", async ({ page, server }) => {
  const email = await createUser(server.app, 'supervisor');
  await signIn(page, email);
  const menu = page.getByTestId('admin-menu');
  await expect(menu).toBeVisible();
  const supervisor = DEFAULT_ROLES.find((r) => r.name === 'supervisor')!;
  const allowed = visibleMenuItems({ role: 'supervisor', permissions: [...supervisor.permissions] });
  for (const item of MENU_ITEMS) {
    const label = translateIn('en', item.labelKey);
    const link = menu.getByRole('link', { name: label, exact: true });
    if (allowed.includes(item)) await expect(link, label).toBeVisible();
    else await expect(link, label).toHaveCount(0);
  }
  // The supervisor holds no user-management permission: the system items that need it are absent.
  await expect(menu.getByRole('link', { name: 'Command Centre' })).toHaveCount(0);
});

test('Sign out returns to /login and clears storage', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a collector signing in lands in the collector area', async ({ page, server }) => {
  const email = await createUser(server.app, 'collector');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/collector$/);
});

test('the public frame highlights the active link and hides the footer on sign-in pages', async ({ page }) => {
  await page.goto('/charts');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Charts' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText(String(new Date().getFullYear()));
  for (const path of ['/login', '/forgot-password', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByTestId('site-footer'), path).toHaveCount(0);
  }
});

test('on a 375 px screen the menu slides in at most 300 px wide and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('mobile-menu');
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  // Rounded: Chromium reports sub-pixel widths such as 300.00001 for an 80vw drawer.
  expect(Math.round(box!.width)).toBeLessThanOrEqual(300);
  await drawer.getByRole('link', { name: 'Maps' }).click();
  await expect(page).toHaveURL(/\/maps$/);
  await expect(drawer).toBeHidden();
});
