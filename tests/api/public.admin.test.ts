/** Admin programmes and reference indicators: permissions (401, 403, read-only), validation, audit rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndicatorsAnswer } from '../../src/domain/publicData';
import { bearer } from '../helpers/fixtures';
import { auditRowsOf, tokenWith } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { getJson } from './public.helpers';

let t: TestApp;
let manager: string;
let reader: string;
let outsider: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: token ? bearer(token) : {}, payload });

const VALID = { title: 'Community learning centres pilot', summary: 'Evening classes.', status: 'planned', states: ['gombe', 'bauchi'] };

beforeAll(async () => {
  t = await createTestApp();
  manager = await tokenWith(t.app, ['manage_reports']);
  reader = await tokenWith(t.app, ['read_reports']);
  outsider = await tokenWith(t.app, ['read_schools', 'manage_learners']);
});
afterAll(async () => t.close());

describe('programme permissions', () => {
  it('401 without a token, even with an invalid body', async () => {
    for (const [method, url] of [
      ['GET', 'programmes'],
      ['GET', 'programmes/1'],
      ['POST', 'programmes'],
      ['PUT', 'programmes/1'],
      ['POST', 'programmes/1/publish'],
      ['POST', 'programmes/1/unpublish'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'GET' ? undefined : { title: 1 });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 for a role without reports permissions', async () => {
    expect((await call('GET', 'programmes', outsider)).statusCode).toBe(403);
    expect((await call('POST', 'programmes', outsider, VALID)).statusCode).toBe(403);
  });

  it('read_reports reads but cannot write', async () => {
    const created = await call('POST', 'programmes', manager, VALID);
    const id = created.json().data.id;
    expect((await call('GET', 'programmes', reader)).statusCode).toBe(200);
    expect((await call('GET', `programmes/${id}`, reader)).json().data).toMatchObject({ title: VALID.title, published: false });
    expect((await call('POST', 'programmes', reader, VALID)).statusCode).toBe(403);
    expect((await call('PUT', `programmes/${id}`, reader, { title: 'New' })).statusCode).toBe(403);
    expect((await call('POST', `programmes/${id}/publish`, reader)).statusCode).toBe(403);
    expect((await call('POST', `programmes/${id}/unpublish`, reader)).statusCode).toBe(403);
  });
});

describe('programme writes', () => {
  it('create, edit, publish and unpublish each leave an audit row', async () => {
    const created = await call('POST', 'programmes', manager, { ...VALID, partners: [{ name: 'UNICEF', url: 'https://unicef.org' }] });
    expect(created.statusCode, created.body).toBe(201);
    const { id, data, message } = created.json();
    expect(data).toMatchObject({ id, slug: 'community-learning-centres-pilot-2', published: false, states: ['gombe', 'bauchi'], description: '' });
    expect(message).toBe('Programme created.');

    const edited = await call('PUT', `programmes/${id}`, manager, { id, title: 'CLC pilot', status: 'active', states: ['gombe'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'CLC pilot', status: 'active', states: ['gombe'] });
    expect((await call('PUT', `programmes/${id}`, manager, { title: 'CLC pilot' })).statusCode).toBe(200); // no change, no audit row
    expect((await call('POST', `programmes/${id}/publish`, manager)).json().data).toMatchObject({ published: true, publishedAt: expect.any(String) });
    expect((await call('POST', `programmes/${id}/publish`, manager)).statusCode).toBe(200); // already published
    expect((await call('POST', `programmes/${id}/unpublish`, manager)).json()).toMatchObject({ data: { published: false }, message: 'Programme unpublished.' });

    const audit = await auditRowsOf(t.app, 'programmes', id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'publish', 'unpublish']);
    expect(audit[0].changes).toMatchObject({ title: VALID.title, states: ['gombe', 'bauchi'] });
    expect(audit[1].changes).toEqual({
      title: { before: VALID.title, after: 'CLC pilot' },
      status: { before: 'planned', after: 'active' },
      states: { before: ['gombe', 'bauchi'], after: ['gombe'] },
    });
    expect(audit[2].changes).toEqual({ published: { before: false, after: true } });
    expect(audit.every((r) => typeof r.userId === 'number')).toBe(true);
  });

  it('validation: states, dates, slug, unknown fields', async () => {
    const bad = async (payload: Record<string, unknown>, field: string, status = 400) => {
      const response = await call('POST', 'programmes', manager, { ...VALID, ...payload });
      expect(response.statusCode, response.body).toBe(status);
      expect(Object.keys(response.json().errors ?? {}).join(','), response.body).toContain(field);
    };
    await bad({ states: ['atlantis'] }, 'states');
    await bad({ states: [] }, 'states');
    await bad({ status: 'paused' }, 'status');
    await bad({ title: 'x' }, 'title');
    await bad({ startDate: '2025-02-30' }, 'startDate');
    await bad({ startDate: '2025-05-01', endDate: '2025-04-01' }, 'endDate');
    await bad({ slug: 'Not A Slug' }, 'slug');
    await bad({ partners: [{ name: 'X', url: 'javascript:alert(1)' }] }, 'partners');
    await bad({ secret: 1 }, '');
    await bad({ slug: 'taken-slug' }, '', 201);
    await bad({ slug: 'taken-slug' }, 'slug', 409);
  });

  it('lists in the ra-data-simple-rest dialect with filters', async () => {
    const response = await call('GET', `programmes?sort=${encodeURIComponent('["title","ASC"]')}&range=${encodeURIComponent('[0,1]')}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^programmes 0-1\/\d+$/);
    expect(response.json()).toHaveLength(2);
    const filtered = await call('GET', `programmes?filter=${encodeURIComponent(JSON.stringify({ q: 'clc', published: false, state: 'gombe' }))}`, reader);
    expect(filtered.json().map((p: { title: string }) => p.title)).toEqual(['CLC pilot']);
    expect((await call('GET', `programmes?filter=${encodeURIComponent('{"colour":"red"}')}`, reader)).statusCode).toBe(400);
    expect((await call('GET', 'programmes/999999', reader)).statusCode).toBe(404);
  });
});

describe('reference indicators', () => {
  it('readers list and read; only manage_reports corrects a figure, audit-logged, and the public answer follows', async () => {
    const list = await call('GET', `reference-indicators?filter=${encodeURIComponent('{"indicator":"literacy-state","area":"kano"}')}`, reader);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('reference-indicators 0-0/1');
    const kano = list.json()[0];
    expect(kano).toMatchObject({ value: 38, year: 'c. 2017', scope: 'state', area: 'kano' });
    expect((await call('GET', `reference-indicators/${kano.id}`, reader)).json().data.id).toBe(kano.id);

    expect((await call('PUT', `reference-indicators/${kano.id}`, undefined, { value: 40 })).statusCode).toBe(401);
    expect((await call('GET', 'reference-indicators', outsider)).statusCode).toBe(403);
    expect((await call('PUT', `reference-indicators/${kano.id}`, reader, { value: 40 })).statusCode).toBe(403);
    expect((await call('PUT', `reference-indicators/${kano.id}`, manager, { scope: 'national' })).statusCode).toBe(400);
    expect((await call('PUT', `reference-indicators/${kano.id}`, manager, { value: -1 })).statusCode).toBe(400);

    const before = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators');
    expect(before.data.find((r) => r.slug === 'kano')!.literacy!.value).toBe(38);
    const put = await call('PUT', `reference-indicators/${kano.id}`, manager, { value: 41.5, verification: 'Checked against the NBS table.' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ data: { value: 41.5, verification: 'Checked against the NBS table.' }, message: 'Reference figure updated.' });
    const after = await getJson<IndicatorsAnswer>(t.app, '/api/public/indicators');
    expect(after.data.find((r) => r.slug === 'kano')!.literacy).toMatchObject({ value: 41.5, verification: 'Checked against the NBS table.' });

    const audit = await auditRowsOf(t.app, 'reference-indicators', kano.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', changes: { value: { before: 38, after: 41.5 } } });
    expect((await call('PUT', 'reference-indicators/999999', manager, { value: 1 })).statusCode).toBe(404);
  });
});
