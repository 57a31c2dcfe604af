import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { programmeResolver } from '../../../src/admin/programmes/ProgrammeForm';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const resolve = (values: FieldValues) => programmeResolver(values, undefined, OPTIONS);
const VALID = { title: 'Adult Literacy', summary: 'Evening classes.', status: 'planned', states: ['kano'] };

describe('the admin programme form resolver (the domain programme form schema)', () => {
  it('accepts a new programme and gives the values to save, blanks normalised', async () => {
    const { values, errors } = await resolve({ ...VALID, slug: null, description: null, startDate: '', partners: [{ name: ' Unicef ', role: '', url: '' }] });
    expect(errors).toEqual({});
    expect(values).toEqual({
      ...VALID,
      description: '',
      startDate: null,
      endDate: null,
      partners: [{ name: 'Unicef', role: null, url: null }],
    });
  });

  it('drops what the record carries besides the fields (id, published, times)', async () => {
    const { values } = await resolve({ ...VALID, id: 4, published: true, createdAt: '2026-01-01T00:00:00Z', slug: 'adult-literacy' });
    expect(values).toEqual({ ...VALID, slug: 'adult-literacy', description: '', startDate: null, endDate: null, partners: [] });
  });

  it('puts each message on its field, a partner field included, and requires a summary and a state', async () => {
    const { errors } = await resolve({ title: 'AB', summary: null, status: 'planned', states: [], partners: [{ name: null, url: 'ftp://x' }] });
    expect(errors.title?.message).toBe('At least 3 characters');
    expect(errors.summary?.message).toBe('Required');
    expect(errors.states?.message).toBe('Choose at least one state');
    const partner = (errors.partners as unknown as Record<string, Record<string, { message: string }>>)['0'];
    expect(partner.name.message).toBe('The partner needs a name');
    expect(partner.url.message).toBe('Use an http(s) address');
  });

  it('refuses an end date before the start date, even while other fields are wrong', async () => {
    const { errors } = await resolve({ ...VALID, title: '', startDate: '2026-05-01', endDate: '2026-04-30' });
    expect(errors.endDate?.message).toBe('The end date cannot be before the start date');
    expect(errors.title).toBeDefined();
  });
});
