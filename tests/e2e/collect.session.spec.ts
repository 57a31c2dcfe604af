/**
 * The web collector's session and safety (issue 26 points 2, 3 and 7): signing out with unsynced
 * records warns first; another account on the same browser sees none of them; the service
 * worker's cache holds only the collector's own files; a suspension ends the session at the next
 * contact; the screens pass axe at 360 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createUser, expect, test, PASSWORD } from './fixtures';
import { COMMUNITY_STEPS, fillSteps } from './collectForm';
import { signInToCollector } from './collectSession';

test.use({ viewport: { width: 360, height: 740 } });

async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('sign-out warns about unsynced records, accounts stay apart, the cache keeps nothing personal, a suspension ends it', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(180_000);
  const first = await createUser(server.app, 'collector', 'Aisha First');
  const second = await createUser(server.app, 'collector', 'Binta Second');
  await page.goto('/collect/');
  expect(await severeViolations(page)).toEqual([]);
  await signInToCollector(page, first);
  expect(await severeViolations(page)).toEqual([]);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Community', exact: true }).click();
  expect(await severeViolations(page)).toEqual([]);
  await fillSteps(page, COMMUNITY_STEPS('Kofar Mata'));
  await page.getByRole('button', { name: /Back to the records/ }).click();

  // Signing out with an unsynced record asks first; staying keeps everything.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toContainText('1 record(s) are not synced yet');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('heading', { name: 'Communities (1)' })).toBeVisible();

  // The shell's cache: the collector's own files only, no API answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(3);
  expect(cached.filter((url) => !url.startsWith('/collect/'))).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to collect' })).toBeVisible();

  // Another collector on the same browser sees none of the first one's records.
  await context.setOffline(false);
  await signInToCollector(page, second);
  await expect(page.getByText('No records yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Communities (1)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The first account finds its record again, and it syncs.
  await signInToCollector(page, first);
  await expect(page.getByTestId('sync-status')).toHaveText(['Synced'], { timeout: 30_000 });

  // An admin suspends the account: the collector's session ends at once, with the reason.
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: admin, password: PASSWORD } });
  const user = await server.app.db.selectFrom('users').select('id').where('email', '=', first).executeTakeFirstOrThrow();
  const suspended = await server.app.inject({
    method: 'PUT',
    url: '/api/admin/user-management/edit',
    headers: { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` },
    payload: { id: user.id, isActive: false },
  });
  expect(suspended.statusCode).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in to collect' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText('Your account has been suspended. Please contact the administrator.');
});
