/**
 * Possible duplicates on the demo data: the screen shows a pair the demo
 * seed made, both records side by side with the score, and merging it (keeping the older record)
 * removes the pair from the open ones and the merged record from its table; a merge is undone from
 * the Merged tab and both records are back in their list.
 */
import crypto from 'node:crypto';
import { seedRecords } from '../../seed/records';
import { createUser, expect, signIn, test } from './fixtures';

// Its own database: the merge changes the demo records.
test.use({ serverName: 'duplicates' });

test('the duplicates screen shows a seeded pair and merges it', async ({ page, server }) => {
  await seedRecords(server.app.db, { scale: 1, seed: 3 });
  const open = await server.app.db
    .selectFrom('duplicatePairs')
    .select(['id', 'resource', 'recordA', 'recordB'])
    .where('status', '=', 'open')
    .orderBy('score', 'desc')
    .orderBy('id', 'desc')
    .execute();
  expect(open.length).toBeGreaterThan(0);
  const email = await createUser(server.app, 'admin', 'Hadiza Admin');
  await signIn(page, email);

  await page.getByTestId('admin-menu').getByRole('link', { name: 'Possible Duplicates' }).click();
  await expect(page).toHaveURL(/\/admin\/duplicates/);
  await expect(page.getByRole('heading', { name: 'Possible duplicates', level: 1 })).toBeVisible();
  const first = open[0];
  const card = page.locator(`[data-testid="duplicate-pair"][data-pair-id="${first.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('duplicate-score')).toHaveText(/Match \d+%/);
  await expect(card.getByTestId('duplicate-side')).toHaveCount(2);
  await expect(card.getByTestId('reason-name')).toBeVisible();
  await expect(page.getByTestId('duplicate-pair')).toHaveCount(open.length);

  await card.getByRole('button', { name: 'Merge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge these two records?' });
  await expect(dialog).toBeVisible();
  // The older record is chosen by default.
  const table = first.resource === 'learners' ? 'learners' : 'oosChildren';
  const rows = await server.app.db.selectFrom(table).select(['id', 'createdAt']).where('id', 'in', [first.recordA, first.recordB]).execute();
  const [older, newer] = rows.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id).map((row) => row.id);
  await expect(dialog.getByRole('radio', { name: new RegExp(`Keep record #${older} `) })).toBeChecked();
  await dialog.getByTestId('merge-confirm').click();
  await expect(page.getByText('The records were merged.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('duplicate-pair')).toHaveCount(open.length - 1);

  const merged = await server.app.db.selectFrom('mergedRecords').select(['recordId', 'mergedInto']).where('resource', '=', first.resource).execute();
  expect(merged).toEqual([{ recordId: newer, mergedInto: older }]);
});

test('a merge is undone from the Merged tab and both records are back in the out-of-school list', async ({ page, server }) => {
  const word = `Zu${crypto.randomBytes(3).toString('hex')}`;
  const place = { state: 'kano', lga: 'dala', zone: 'north-west' };
  const children = await server.app.db
    .insertInto('oosChildren')
    .values([
      { firstName: 'Zuwaira', lastName: word, age: 9, sex: 'Female', ...place },
      { firstName: 'Zuwairah', lastName: word, age: 9, sex: 'Female', ...place },
    ])
    .returning('id')
    .execute();
  const [kept, merged] = children.map((child) => child.id);
  const reasons = JSON.stringify({ name: 0.9, age: 1, sex: 1, location: 0.6, household: 0.5 });
  const { id: pairId } = await server.app.db
    .insertInto('duplicatePairs')
    .values({ resource: 'oos-children', recordA: kept, recordB: merged, score: 0.99, reasons })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = await createUser(server.app, 'admin', 'Umar Admin');
  await signIn(page, email);

  await page.getByTestId('admin-menu').getByRole('link', { name: 'Possible Duplicates' }).click();
  const card = page.locator(`[data-testid="duplicate-pair"][data-pair-id="${pairId}"]`);
  await card.getByRole('button', { name: 'Merge' }).click();
  await page.getByRole('dialog', { name: 'Merge these two records?' }).getByTestId('merge-confirm').click();
  await expect(page.getByText('The records were merged.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByTestId('duplicates-tab-merged').click();
  await expect(card).toBeVisible();
  // The survivor and the merged record side by side, the merged one read from its kept copy.
  await expect(card.locator(`[data-testid="duplicate-side"][data-record-id="${kept}"]`)).toContainText('Kept');
  await expect(card.locator(`[data-testid="duplicate-side"][data-record-id="${merged}"]`)).toContainText(`Zuwairah ${word}`);
  await expect(card.locator(`[data-testid="duplicate-side"][data-record-id="${merged}"]`)).toContainText('Merged into the other record');

  await card.getByTestId('undo-merge').click();
  const dialog = page.getByRole('dialog', { name: 'Undo this merge?' });
  await expect(dialog).toContainText(`Record #${merged} comes back whole`);
  await dialog.getByRole('button', { name: 'Undo merge' }).click();
  await expect(page.getByText('The merge was undone: both records are back.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByTestId('duplicates-tab-open').click();
  await expect(card).toBeVisible();

  await page.getByTestId('admin-menu').getByRole('link', { name: 'Out of School', exact: true }).click();
  await page.getByLabel('Search by name or reference').fill(word);
  const rows = page.locator('#main-content table tbody tr');
  await expect(rows).toHaveCount(2);
  for (const firstName of ['Zuwaira', 'Zuwairah']) await expect(rows.filter({ has: page.getByRole('cell', { name: firstName, exact: true }) })).toHaveCount(1);
});
