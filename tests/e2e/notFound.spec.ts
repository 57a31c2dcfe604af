/**
 * A record that does not exist says "not found" at once: a 404 answer is never retried,
 * so the edit screen of a missing out-of-school child, its read-only page and a missing programme's
 * edit screen answer within a second of the server's 404, after one request.
 */
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

const NOT_FOUND = 'This record was not found. It may have been removed, or the address is wrong.';
const MISSING = 99999999;

/** Opens `path`, waits for the 404 of `api`, and answers how many times `api` was asked in all. */
async function openMissing(page: Page, path: string, api: RegExp): Promise<() => number> {
  let calls = 0;
  page.on('request', (request) => {
    if (api.test(new URL(request.url()).pathname)) calls += 1;
  });
  const answered = page.waitForResponse((response) => api.test(new URL(response.url()).pathname) && response.status() === 404);
  await page.goto(path);
  await answered;
  return () => calls;
}

test.beforeEach(async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'admin', 'Not Found Tester'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the edit URL of a missing record says "not found" within a second, asking once', async ({ page }) => {
  const calls = await openMissing(page, `/admin/out-of-school/${MISSING}`, new RegExp(`^/api/admin/.+/${MISSING}$`));
  await expect(page.getByText(NOT_FOUND)).toBeVisible({ timeout: 1000 });
  await page.waitForTimeout(1500);
  expect(calls()).toBe(1);
});

test('the read-only page of a missing record says "not found" in place within a second', async ({ page }) => {
  const calls = await openMissing(page, `/admin/out-of-school/${MISSING}/show`, new RegExp(`^/api/admin/.+/${MISSING}$`));
  await expect(page.getByTestId('show-error')).toHaveText(NOT_FOUND, { timeout: 1000 });
  await page.waitForTimeout(1500);
  expect(calls()).toBe(1);
});

test('a missing programme\'s edit screen says "not found" within a second', async ({ page }) => {
  const calls = await openMissing(page, `/admin/programmes/${MISSING}`, new RegExp(`^/api/admin/programmes/${MISSING}$`));
  await expect(page.getByText(NOT_FOUND)).toBeVisible({ timeout: 1000 });
  await page.waitForTimeout(1500);
  expect(calls()).toBe(1);
});
