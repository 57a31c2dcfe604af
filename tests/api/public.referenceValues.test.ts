/** Reference figures are range checked by their unit: per cent 0-100, counts whole numbers; refusals change nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceFigure } from '../../src/domain/publicData';
import { bearer } from '../helpers/fixtures';
import { auditRowsOf, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await tokenWith(t.app, ['manage_reports']);
});
afterAll(async () => t.close());

const put = (id: number, payload: Record<string, unknown> | string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/reference-indicators/${id}`,
    headers: { ...bearer(manager), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function figureByKey(key: string): Promise<ReferenceFigure> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/reference-indicators?range=[0,199]', headers: bearer(manager) });
  const figure = (response.json() as ReferenceFigure[]).find((f) => f.key === key);
  if (!figure) throw new Error(`no figure ${key}`);
  return figure;
}

/** Sends each refused body and checks the 400 names the field and nothing was written. */
async function expectRefused(key: string, bodies: (Record<string, unknown> | string)[], field: string) {
  const before = await figureByKey(key);
  for (const body of bodies) {
    const response = await put(before.id, body);
    expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
    expect(response.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: expect.any(String) } });
  }
  expect(await figureByKey(key)).toEqual(before);
  expect(await auditRowsOf(t.app, 'reference-indicators', before.id)).toHaveLength(0);
}

async function expectAccepted(key: string, body: Record<string, unknown>) {
  const { id } = await figureByKey(key);
  const response = await put(id, body);
  expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(200);
  expect(response.json().data).toMatchObject(body);
}

describe('per cent figures', () => {
  it('refuse values above 100, below 0 or not finite, in value, valueMale and valueFemale', async () => {
    await expectRefused(
      'literacy-state:kano',
      [{ value: 250 }, { value: 1e308 }, { value: 100.01 }, { value: -0.5 }, '{"value":1e309}', { value: 'NaN' }],
      'value',
    );
    await expectRefused('literacy-adult-english-2010', [{ valueMale: 101 }, { valueMale: 1e308 }], 'valueMale');
    await expectRefused('literacy-adult-english-2010', [{ valueFemale: -1 }, { valueFemale: 250 }], 'valueFemale');
  });

  it('accept the bounds 0 and 100 and fractions', async () => {
    await expectAccepted('literacy-state:lagos', { value: 100 });
    await expectAccepted('literacy-state:lagos', { value: 0 });
    await expectAccepted('literacy-adult-any-2010', { value: 71.65, valueMale: 100, valueFemale: 0 });
  });
});

describe('count figures', () => {
  it('refuse fractions, negatives and values beyond the largest exact whole number', async () => {
    await expectRefused('oos-primary-state:kano', [{ value: 2.5 }, { value: -1 }, { value: 1e308 }, { value: 2 ** 53 }, '{"value":1e309}'], 'value');
  });

  it('accept 0 and the largest exact whole number', async () => {
    await expectAccepted('oos-primary-state:sokoto', { value: 0 });
    await expectAccepted('oos-primary-state:sokoto', { value: Number.MAX_SAFE_INTEGER });
  });
});

describe('changing the unit', () => {
  it('checks the stored value against the new unit, and a new value against the new unit', async () => {
    await expectRefused('oos-primary-state:katsina', [{ unit: 'percent' }, { unit: 'percent', value: 536122 }], 'value');
    await expectRefused('literacy-adult-english-2010', [{ unit: 'count' }, { unit: 'count', value: 10.5 }], 'value');
    await expectAccepted('oos-primary-state:katsina', { unit: 'percent', value: 12.5 });
    await expectAccepted('literacy-state:katsina', { unit: 'count', value: 1200 });
  });
});
