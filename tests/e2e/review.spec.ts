/**
 * Review of synced records in the browser: a supervisor opens a child from the list
 * (its chip says Received), approves it on its show page, and the chip says Approved, the history
 * lists the decision and the list shows the new chip; "Has issues" asks for the fields first.
 */
import crypto from 'node:crypto';
import { createUser, expect, signIn, test } from './fixtures';

test('a reviewer approves a record from its show page; the chip and the history follow', async ({ page, server }) => {
  const word = `Rv${crypto.randomBytes(3).toString('hex')}`;
  const child = await server.app.db
    .insertInto('oosChildren')
    .values({ firstName: 'Maryam', lastName: word, age: 10, sex: 'Female', state: 'kano', lga: 'dala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'supervisor', 'Sadiq Reviewer'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`/admin/out-of-school?filter=${encodeURIComponent(JSON.stringify({ q: word }))}`);
  const row = page.locator('#main-content table tbody tr').first();
  await expect(row).toContainText(word);
  await expect(row.getByTestId('review-chip')).toHaveText('Received');

  await page.goto(`/admin/out-of-school/${child.id}/show`);
  const review = page.getByTestId('review-panel');
  await expect(review.getByTestId('review-chip')).toHaveText('Received');
  await expect(review).toContainText('This record has not been reviewed yet.');

  // Has issues needs the fields named: an empty comment is refused in the dialog.
  await review.getByRole('button', { name: 'Has issues' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('A comment is required');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The record was approved.')).toBeVisible();
  await expect(review.getByTestId('review-chip').first()).toHaveText('Approved');
  const entries = review.getByTestId('review-history-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Approved');
  await expect(entries.first()).toContainText('Sadiq Reviewer');
  const stored = await server.app.db.selectFrom('oosChildren').select('reviewState').where('id', '=', child.id).executeTakeFirstOrThrow();
  expect(stored.reviewState).toBe('approved');

  await page.goto(`/admin/out-of-school?filter=${encodeURIComponent(JSON.stringify({ q: word, reviewState: 'approved' }))}`);
  await expect(page.locator('#main-content table tbody tr').first().getByTestId('review-chip')).toHaveText('Approved');
});

test('an executive sees the review section without the decisions', async ({ page, server }) => {
  const child = await server.app.db
    .insertInto('oosChildren')
    .values({ firstName: 'Read', lastName: 'Only', state: 'kano', lga: 'dala' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'executive', 'Esther Exec'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/out-of-school/${child.id}/show`);
  const review = page.getByTestId('review-panel');
  await expect(review.getByTestId('review-chip')).toHaveText('Received');
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
