/**
 * Presence without lag in Chromium with the real collector agent: from the moment
 * its socket connects, the header count, the sidebar and its open tab's indicator show it online
 * within 2 s; when it goes away they follow just as fast. The 5-second poll alone could not.
 * The page itself notes when each first shows (a MutationObserver reading Date.now()), so the
 * bound is the app's, not Playwright's polling on a busy machine.
 */
import type { Page } from '@playwright/test';
import { startAgent, type Agent } from '../../collector/agent';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';

const BOUND_MS = 2000;
const NAME = 'Hauwa Presence Musa';

let agent: Agent | undefined;

test.afterEach(async () => {
  await agent?.stop();
  agent = undefined;
});

interface Sight {
  /** CSS selector of the element to read. */
  selector: string;
  /** Its text must equal this (`exact`) or contain it. */
  text: string;
  exact: boolean;
  /** Seen: the element must show the text; gone: it must not. */
  present: boolean;
}

/** Starts watching the page; `seenAt()` answers when each sight first held (epoch ms, null if not yet). */
async function watch(page: Page, sights: Sight[]) {
  await page.evaluate((list: Sight[]) => {
    const seen: Array<number | null> = list.map(() => null);
    const holds = (sight: Sight) => {
      const text = document.querySelector(sight.selector)?.textContent ?? null;
      const shows = text !== null && (sight.exact ? text === sight.text : text.includes(sight.text));
      return shows === sight.present;
    };
    const check = () => list.forEach((sight, i) => seen[i] === null && holds(sight) && (seen[i] = Date.now()));
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { presenceSeen: typeof seen }).presenceSeen = seen;
  }, sights);
  return async () => page.evaluate(() => (window as unknown as { presenceSeen: Array<number | null> }).presenceSeen);
}

const countWith = (n: number) => `${n} ${n === 1 ? 'collector' : 'collectors'} online`;
const sidebar = (present: boolean): Sight => ({ selector: 'nav[aria-label="Online collectors"]', text: NAME, exact: false, present });
const count = (n: number): Sight => ({ selector: '[data-testid="cc-online-count"]', text: countWith(n), exact: true, present: true });
const tab = (state: 'Connected' | 'Offline'): Sight => ({ selector: '[data-testid="cc-collector-state"]', text: state, exact: true, present: true });

async function expectWithin(seenAt: () => Promise<Array<number | null>>, since: number) {
  // Playwright's own polling may take longer on a busy machine; the page's notes are what count.
  await expect.poll(async () => (await seenAt()).every((at) => at !== null), { timeout: 15_000 }).toBe(true);
  const delays = (await seenAt()).map((at) => (at ?? Infinity) - since);
  expect(Math.max(...delays), `shown after ${delays.join(', ')} ms`).toBeLessThanOrEqual(BOUND_MS);
}

test('a connecting collector is online in the count, the sidebar and its tab within 2 s', async ({ page, server }) => {
  test.setTimeout(90_000);
  const admin = await createUser(server.app, 'admin', 'Ngozi Eze');
  const email = await createUser(server.app, 'collector', NAME);
  const options = {
    server: server.url,
    email,
    password: PASSWORD,
    seed: 3,
    records: { communities: 1, schools: 1, learners: 1, staff: 1, households: 1, oosChildren: 1 },
  };

  await signIn(page, admin);
  await page.goto('/admin/command-centre');
  const countChip = page.getByTestId('cc-online-count');
  await expect(countChip).toHaveText(/^\d+ collectors? online$/);
  const before = Number((await countChip.textContent())?.match(/\d+/)?.[0]);

  // First connection: count and sidebar within the bound of the socket's connection.
  let seenAt = await watch(page, [sidebar(true), count(before + 1)]);
  agent = await startAgent(options);
  await agent.connected();
  await expectWithin(seenAt, Date.now());

  // Open her tab, then she goes away: the tab says Offline and she leaves the list, as fast.
  await page
    .getByRole('navigation', { name: 'Online collectors' })
    .getByRole('button', { name: new RegExp(NAME) })
    .click();
  await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');
  seenAt = await watch(page, [tab('Offline'), sidebar(false), count(before)]);
  await agent.stop();
  agent = undefined;
  await expectWithin(seenAt, Date.now());

  // She connects again and streams her logs: tab, sidebar and count within the bound.
  seenAt = await watch(page, [tab('Connected'), sidebar(true), count(before + 1)]);
  agent = await startAgent(options);
  await agent.connected();
  const connectedAt = Date.now();
  agent.log.info('sync', 'Checking the queue');
  await expectWithin(seenAt, connectedAt);
  await expect(page.getByRole('region', { name: 'Real-time Device Logs' })).toContainText('Checking the queue');
});
