/**
 * The web collector (/collect/, issue 26) in Chromium against the real server: a collector signs
 * in, goes offline, captures a community, a household and an out-of-school child, reloads while
 * still offline (the service worker opens the shell; the draft and the records are still there),
 * goes back online, and the records arrive with the collector's id; the back office shows them
 * as received.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';
import { CHILD_STEPS, COMMUNITY_STEPS, HOUSEHOLD_STEPS, answer, fillSteps, type Answer } from './collectForm';
import { signInToCollector } from './collectSession';

test.use({ viewport: { width: 360, height: 740 } });

async function newRecord(page: Page, kind: string): Promise<void> {
  await page.getByRole('button', { name: kind, exact: true }).click();
  await expect(page.getByText(/^Step 1 of /)).toBeVisible();
}

test('captures offline, keeps draft and records across an offline reload, and syncs when back online', async ({ page, context, server, browser }) => {
  test.setTimeout(300_000);
  const word = `Wc${crypto.randomBytes(3).toString('hex')}`;
  const email = await createUser(server.app, 'collector', 'Zainab Web');
  const collector = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await signInToCollector(page, email);

  await context.setOffline(true);
  await expect(page.getByTestId('network')).toHaveText('Offline: records are kept on this device');

  await newRecord(page, 'Community');
  await fillSteps(page, COMMUNITY_STEPS(`Tudun ${word}`));
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await page.getByRole('button', { name: /Back to the records/ }).click();

  await newRecord(page, 'Household');
  await fillSteps(page, HOUSEHOLD_STEPS(`Tudun ${word}`, `Musa ${word}`));
  await page.getByRole('button', { name: /Back to the records/ }).click();

  await newRecord(page, 'Out-of-school child');
  await fillSteps(page, CHILD_STEPS(`Musa ${word}`, word));
  await expect(page.getByRole('heading', { name: new RegExp(`Hauwa ${word}`) })).toBeVisible();
  await page.getByRole('button', { name: /Back to the records/ }).click();

  // A second child, left half way: its draft must survive the reload.
  await newRecord(page, 'Out-of-school child');
  await answer(page, 'links.householdId', `Musa ${word}`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await answer(page, 'firstName', 'Draft');
  await expect(page.locator('#cf-firstName')).toHaveValue('Draft');

  await page.reload();
  await expect(page.locator('#cf-firstName')).toHaveValue('Draft');
  await page.goto('/collect/');
  await expect(page.getByRole('heading', { name: 'Unfinished drafts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Out-of-school children (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Households (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Communities (1)' })).toBeVisible();
  await expect(page.getByTestId('sync-status').first()).toHaveText('Waiting to sync');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText(['Synced', 'Synced', 'Synced'], { timeout: 60_000 });

  const child = await server.app.db
    .selectFrom('oosChildren')
    .select(['id', 'collectorId', 'reviewState', 'householdId', 'state', 'lga'])
    .where('lastName', '=', word)
    .executeTakeFirstOrThrow();
  expect(child).toMatchObject({ collectorId: collector.id, reviewState: 'received', state: 'kano', lga: 'dala' });
  const household = await server.app.db.selectFrom('households').select(['id', 'collectorId']).where('id', '=', child.householdId!).executeTakeFirstOrThrow();
  expect(household.collectorId).toBe(collector.id);

  // The back office shows the child as received.
  const office = await browser.newContext();
  const officePage = await office.newPage();
  const reviewer = await createUser(server.app, 'supervisor', 'Sadiq Reviewer');
  await signIn(officePage, reviewer);
  await officePage.goto(`/admin/out-of-school?filter=${encodeURIComponent(JSON.stringify({ q: word }))}`);
  const row = officePage.locator('#main-content table tbody tr').first();
  await expect(row).toContainText(word);
  await expect(row.getByTestId('review-chip')).toHaveText('Received');
  await office.close();

  // The reviewer marks the child has_issues: the collector sees the comment, fixes it and re-sends it.
  const login = await server.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: reviewer, password: PASSWORD } });
  const comment = 'age: the child is 9, not 10';
  const review = await server.app.inject({
    method: 'POST',
    url: `/api/admin/oos-children/${child.id}/review`,
    headers: { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` },
    payload: { state: 'has_issues', comment },
  });
  expect(review.statusCode).toBe(200);
  await page.getByRole('button', { name: `Hauwa ${word}`, exact: true }).click();
  await expect(page.getByTestId('review-state')).toHaveText('Has issues');
  await expect(page.getByTestId('review-comment')).toHaveText(comment);
  await page.getByRole('button', { name: 'Fix and re-send' }).click();
  await expect(page.getByText('The reviewer asks you to fix this record')).toBeVisible();
  const steps = CHILD_STEPS(`Musa ${word}`, word).map((_, index): Record<string, Answer> => (index === 1 ? { age: '9', dateOfBirth: '2016-09-12' } : {}));
  await fillSteps(page, steps);
  await expect(page.getByTestId('sync-status')).toHaveText('Synced', { timeout: 60_000 });
  await expect(page.getByTestId('review-state')).toHaveText('Received', { timeout: 30_000 });
  const fixed = await server.app.db.selectFrom('oosChildren').select(['reviewState', 'age']).where('id', '=', child.id).executeTakeFirstOrThrow();
  expect(fixed).toEqual({ reviewState: 'received', age: 9 });
});
