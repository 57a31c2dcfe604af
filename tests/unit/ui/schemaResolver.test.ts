import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { derivedResolver, schemaResolver } from '../../../src/resources/common/form/schemaResolver';
import { inviteUserSchema } from '../../../src/domain/users';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

const schema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'At least 2 characters')
      .regex(/^[a-z ]*$/, 'Lowercase letters only'),
    tags: z.array(z.string().max(3, 'A tag has at most 3 characters')).max(2, 'At most 2 tags'),
  })
  .strict();

describe('schemaResolver (zodResolver, messages by top-level field)', () => {
  const resolve = (values: FieldValues) => schemaResolver(schema)(values, undefined, OPTIONS);

  it('gives the parsed output when the values pass', async () => {
    expect(await resolve({ name: ' ada ', tags: ['a'] })).toEqual({ values: { name: 'ada', tags: ['a'] }, errors: {} });
  });

  it('keeps the first message of each field', async () => {
    const { values, errors } = await resolve({ name: 'A', tags: [] });
    expect(values).toEqual({});
    expect(errors.name).toMatchObject({ message: 'At least 2 characters' });
  });

  it("shows a message about one item of a list on the list's input", async () => {
    const { errors } = await resolve({ name: 'ada', tags: ['ok', 'toolong'] });
    expect(errors.tags).toMatchObject({ message: 'A tag has at most 3 characters' });
    expect(Object.keys(errors)).toEqual(['tags']);
  });

  it('puts a message about the whole form under root', async () => {
    const { errors } = await resolve({ name: 'ada', tags: [], extra: 1 });
    expect(errors.root?.message).toMatch(/extra/);
  });

  it("keeps the role's own message when the role is missing or blank", async () => {
    const invite = schemaResolver(inviteUserSchema);
    for (const roleId of [undefined, '']) {
      const { errors } = await invite({ fullName: 'Amina Bello', email: 'amina@example.org', roleId }, undefined, OPTIONS);
      expect(errors.roleId?.message).toBe('Choose a role');
    }
  });
});

describe('derivedResolver', () => {
  const onlyName = derivedResolver(schema, (values) => ({ name: values.name, tags: [] }));

  it('checks the derived object and leaves the form its own values', async () => {
    const values = { name: 'ada', tags: ['not checked here'], other: true };
    expect(await onlyName(values, undefined, OPTIONS)).toEqual({ values, errors: {} });
  });

  it("reports the derived object's messages", async () => {
    const { values, errors } = await onlyName({ name: 'Ada' }, undefined, OPTIONS);
    expect(values).toEqual({});
    expect(errors.name).toMatchObject({ message: 'Lowercase letters only' });
  });
});
