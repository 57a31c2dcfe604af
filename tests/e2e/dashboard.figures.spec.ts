/**
 * Figures that reconcile: per role, every dashboard figure that opens a list
 * (marked data-figure) is followed, and the list shows the same total; each role sees the
 * sections it acts on: no "My collection" for admins, the review section for supervisors.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Page } from '@playwright/test';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { createUser, expect, signIn, test } from './fixtures';

// The demo database of the other dashboard and public specs (seeded once, if empty).
test.use({ serverName: 'public-demo' });
test.beforeEach(async ({ server }) => {
  if (totalOf(await countRecords(server.app.db)) === 0) await seedRecords(server.app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(server.app.db);
});

const shown = (n: number) => n.toLocaleString('en-NG');

/** Every linked figure of these sections as shown: where it leads and the number it promises. */
async function linkedFigures(page: Page, sections: string[]): Promise<{ href: string; value: number }[]> {
  const figures: { href: string; value: number }[] = [];
  for (const id of sections) {
    const section = page.getByTestId(`dashboard-${id}`);
    await expect(section.locator('[data-figure]').first()).toBeVisible();
    figures.push(
      ...(await section
        .locator('[data-figure]')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', value: Number(link.getAttribute('data-figure')) })))),
    );
  }
  return figures;
}

/** The `filter` parameter of a URL, parsed ({} without one). */
function filterOf(url: string): unknown {
  return JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}');
}

/**
 * Opens each figure's list inside the app (a router navigation, not a page load), waits for the
 * list's own answer to that filter, and checks the total it shows: "1-25 of 1,500" (the record
 * lists write numbers as the figures do; the other lists are react-admin's own, "of 1500"), or
 * no range at all for an empty list.
 */
async function expectListsMatch(page: Page, figures: { href: string; value: number }[]) {
  expect(figures.length).toBeGreaterThan(0);
  const byHref = new Map<string, number>();
  for (const { href, value } of figures) {
    expect(byHref.get(href) ?? value, `two figures open ${href}`).toBe(value);
    byHref.set(href, value);
  }
  for (const [href, value] of byHref) {
    const wanted = JSON.stringify(filterOf(href));
    const answered = page.waitForResponse((response) => {
      const url = response.url();
      return url.includes('/api/admin/') && url.includes('range=') && JSON.stringify(filterOf(url)) === wanted;
    });
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, href);
    const answer = await answered;
    expect(answer.headers()['x-total-estimated'], href).toBeUndefined();
    const range = page.locator('main .MuiTablePagination-displayedRows');
    if (value === 0) {
      await expect(page.locator('main .RaList-main')).toBeVisible();
      await expect(range, href).toHaveCount(0);
    } else {
      await expect(range, href).toHaveText(new RegExp(` (${shown(value)}|${value})$`));
    }
  }
}

async function busiestState(app: FastifyInstance): Promise<string> {
  const { rows } = await sql<{ state: string }>`select state from oos_children group by state order by count(*) desc, state limit 1`.execute(app.db);
  return rows[0].state;
}

test('an admin: overview, review and operations, no "My collection"; every linked figure equals its list', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'admin', 'Hauwa Sani'));
  await expect(page.getByTestId('dashboard-executive')).toBeVisible();
  await expect(page.getByTestId('dashboard-review')).toBeVisible();
  await expect(page.getByTestId('dashboard-admin')).toBeVisible();
  await expect(page.getByTestId('dashboard-collector')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My collection' })).toHaveCount(0);
  // The overview's figures are followed in the executive's test.
  await expectListsMatch(page, await linkedFigures(page, ['review', 'admin']));
});

test('a supervisor: what they act on in their state, each figure opening its filtered list', async ({ page, server }) => {
  const state = await busiestState(server.app);
  const email = await createUser(server.app, 'supervisor', 'Ibrahim Lawan');
  await server.app.db.updateTable('users').set({ state }).where('email', '=', email).execute();
  await signIn(page, email);
  const review = page.getByTestId('dashboard-review');
  await expect(review).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for you', level: 2 })).toBeVisible();
  for (const id of ['dashboard-executive', 'dashboard-admin', 'dashboard-collector']) await expect(page.getByTestId(id)).toHaveCount(0);
  const { rows } = await sql<{ n: string }>`select count(*) as n from oos_children where review_state = 'received' and state = ${state}`.execute(server.app.db);
  await expect(page.getByTestId('review-waiting-outOfSchoolChildren')).toHaveText(shown(Number(rows[0].n)));
  const figures = await linkedFigures(page, ['review']);
  for (const figure of figures) expect(decodeURIComponent(figure.href)).toContain(`"state":"${state}"`);
  await expectListsMatch(page, figures);
});

test('an executive: the overview only, every linked figure and bar equals its list', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'executive', 'Aisha Danjuma'));
  await expect(page.getByTestId('dashboard-executive')).toBeVisible();
  for (const id of ['dashboard-review', 'dashboard-admin', 'dashboard-collector']) await expect(page.getByTestId(id)).toHaveCount(0);
  const figures = await linkedFigures(page, ['executive']);
  // The whole out-of-school list (1,500 children on the demo data) is counted, not estimated.
  expect(figures.some((figure) => figure.href === '/admin/out-of-school' && figure.value > 1000)).toBe(true);
  await expectListsMatch(page, figures);
});

test('a collector: only "My collection"', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'collector', 'Musa Garba'));
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('dashboard-collector')).toBeVisible();
  for (const id of ['dashboard-executive', 'dashboard-review', 'dashboard-admin']) await expect(page.getByTestId(id)).toHaveCount(0);
});
