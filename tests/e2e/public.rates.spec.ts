/**
 * The out-of-school rate of the primary age group in the browser, on the demo records with a
 * population imported through the API as an admin: a state page with a population shows the API's
 * rate and names its source, one without says why there is none; axe-core on the pages that show
 * rates; the state page at 360 px and in Hausa.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { LgaIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import { lgasOfState } from '../../src/domain/locations';
import { POPULATION_CSV_COLUMNS } from '../../src/domain/population';
import type { IndicatorsAnswer, SummaryAnswer } from '../../src/domain/publicData';
import { ha } from '../../src/i18n/ha';
import { formatRatePercent } from '../../src/public/components/rates/rateTexts';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { collectPageStrings, englishDetector } from './englishUiStrings';
import { createUser, expect, PASSWORD, test } from './fixtures';

const SOURCE = 'E2E population estimate';
const LICENCE = 'CC BY 4.0';
const percent = (value: number) => formatRatePercent(value, 'en-NG');

async function publicAnswer<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

/** The state with the most out-of-school children of primary age shown (a hidden count hides its rate). */
async function busiestState(app: FastifyInstance): Promise<string> {
  const states = await publicAnswer<IndicatorsAnswer>(app, '/api/public/indicators?level=state');
  return [...states.data].filter((row) => row.slug !== 'lagos').sort((a, b) => (b.outOfSchoolPrimaryAge.total ?? 0) - (a.outOfSchoolPrimaryAge.total ?? 0))[0]
    .slug;
}

/** The country, the busiest state and its busiest LGA, each at about a quarter of its count; Lagos gets none. */
async function importPopulation(app: FastifyInstance): Promise<{ state: string; lga: string }> {
  const summary = await publicAnswer<SummaryAnswer>(app, '/api/public/summary');
  const states = await publicAnswer<IndicatorsAnswer>(app, '/api/public/indicators?level=state');
  const state = states.data.find((row) => row.slug === rateState)!;
  const lgas = await publicAnswer<LgaIndicatorsAnswer>(app, `/api/public/indicators?level=lga&state=${state.slug}`);
  const lga = [...lgas.data].sort((a, b) => (b.outOfSchoolPrimaryAge.total ?? 0) - (a.outOfSchoolPrimaryAge.total ?? 0))[0];
  const areas: [string, string, number | null][] = [
    ['', '', summary.data.outOfSchoolPrimaryAge.total],
    [state.slug, '', state.outOfSchoolPrimaryAge.total],
    [state.slug, lga.slug, lga.outOfSchoolPrimaryAge.total],
  ];
  // Each area needs a shown count to divide.
  expect(areas.filter(([, , count]) => !count)).toEqual([]);
  const lines = areas.flatMap(([stateSlug, lgaSlug, count]) => {
    const total = count! * 4;
    const female = Math.round(total * 0.49);
    return [
      ['total', total],
      ['female', female],
      ['male', total - female],
    ].map(([sex, population]) => [stateSlug, lgaSlug, '6-11', sex, 2024, population, SOURCE, LICENCE].join(','));
  });
  const email = await createUser(app, 'admin');
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: PASSWORD } });
  const token = login.json().data.token as string;
  const imported = await app.inject({
    method: 'POST',
    url: '/api/admin/population/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: [POPULATION_CSV_COLUMNS.join(','), ...lines].join('\n'),
  });
  expect(imported.statusCode, imported.body).toBe(200);
  return { state: state.slug, lga: lga.slug };
}

test.use({ serverName: 'public-rates' });

/** The state and LGA given a population (the demo seed's busiest, found once the records are in). */
let rateState = '';
let rateLga = '';
test.beforeEach(async ({ server }) => {
  if (totalOf(await countRecords(server.app.db)) === 0) await seedRecords(server.app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(server.app.db);
  if (rateState) return;
  rateState = await busiestState(server.app);
  rateLga = (await importPopulation(server.app)).lga;
});

/** The state page has drawn its headline and its LGA table. */
async function settled(page: Page, state: string) {
  await expect(page.getByTestId('lga-row')).toHaveCount(lgasOfState(state).length);
  await expect(page.getByTestId('state-headline-primary-age-rate')).toBeVisible();
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
}

test('a state page with a population shows the API’s rate and names its source; its LGA’s too', async ({ page, server }) => {
  const states = await publicAnswer<IndicatorsAnswer>(server.app, '/api/public/indicators?level=state');
  const state = states.data.find((row) => row.slug === rateState)!.primaryAgeRate;
  expect(state.denominator?.source).toBe(SOURCE);
  const lgas = await publicAnswer<LgaIndicatorsAnswer>(server.app, `/api/public/indicators?level=lga&state=${rateState}`);
  const lga = lgas.data.find((row) => row.slug === rateLga)!.primaryAgeRate;

  await page.goto(`/states/${rateState}`);
  await settled(page, rateState);
  const rate = page.getByTestId('state-headline-primary-age-rate');
  await expect(rate.locator('p').first()).toHaveText(percent(state.total!));
  await expect(rate.getByTestId('rate-denominator')).toHaveText(
    `Population aged 6-11, 2024: ${state.denominator!.total!.toLocaleString('en-NG')} — ${SOURCE} (${LICENCE})`,
  );
  await expect(page.getByTestId('demo-data-note')).toHaveCount(0);
  const row = page.locator(`[data-testid="lga-row"][data-lga="${rateLga}"]`);
  await expect(row.locator('[data-column="oos-rate-6-11"]')).toHaveText(percent(lga.total!));
  await expect(page.getByTestId('rate-notes')).toContainText(`Population aged 6-11, 2024 — ${SOURCE} (${LICENCE})`);
});

test('a state page without a population shows its count and says why there is no rate', async ({ page, server }) => {
  const states = await publicAnswer<IndicatorsAnswer>(server.app, '/api/public/indicators?level=state');
  const lagos = states.data.find((row) => row.slug === 'lagos')!;
  expect(lagos.primaryAgeRate.noRate).toBe('noPopulation');
  await page.goto('/states/lagos');
  await settled(page, 'lagos');
  const rate = page.getByTestId('state-headline-primary-age-rate');
  await expect(rate.getByTestId('no-rate')).toHaveText('No rate: no population estimate for children aged 6-11 is loaded for Lagos, so only counts are shown.');
  await expect(rate).not.toContainText('%');
  await expect(page.getByTestId('state-headline-primary-age-count')).toContainText(/\d|x/);
});

test('axe-core finds no serious or critical violation on the pages that show rates', async ({ page }) => {
  for (const path of [`/states/${rateState}`, '/states/lagos', '/', '/data-table', `/data-table?level=lga&state=${rateState}`, '/methodology']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    if (path.startsWith('/states/')) await settled(page, path.slice('/states/'.length));
    if (path.startsWith('/data-table')) await expect(page.getByTestId('indicator-row').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${path}: ${v.id} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      ),
    ).toEqual([]);
  }
});

test('at 360 px a state page with rates does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/states/${rateState}`);
  await settled(page, rateState);
  await expect(page.getByTestId('state-headline-primary-age-rate')).toContainText('%');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The rate's card and its source wrap inside the page.
  const card = await page.getByTestId('state-headline-primary-age-rate').boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(360);
});

test('in Hausa a state page’s rate, population and notes show no English', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').selectOption('ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page.goto(`/states/${rateState}`);
  await settled(page, rateState);
  await expect(page.getByTestId('state-headline-primary-age-rate')).toContainText(ha.publicRates.rateLabel.replace('%{ages}', '6-11'));
  await expect(page.getByTestId('rate-notes')).toContainText(SOURCE);
  const detector = englishDetector();
  // The population's source and licence are data, shown as stored in every language.
  const withoutData = (text: string) => [SOURCE, LICENCE].reduce((rest, value) => rest.split(value).join(' '), text);
  const strings = await page.evaluate(collectPageStrings);
  const english = strings.flatMap(({ text, where }) => {
    const phrase = detector.englishIn(withoutData(text));
    return phrase ? [`${where}: "${text}" (English "${phrase}")`] : [];
  });
  expect(english).toEqual([]);
});
