import { describe, expect, it } from 'vitest';
import { accountFieldErrors, bulkInviteRowSchema, editUserSchema, inviteUserSchema } from '../../../src/domain/users';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof accountFieldErrors>[0] }) => (result.error ? accountFieldErrors(result.error) : {});

describe('the account fields schema', () => {
  it('keeps the invite form messages', () => {
    expect(errorsOf(inviteUserSchema.safeParse({ fullName: ' ', email: 'x', roleId: 0 }))).toEqual({
      fullName: 'Full name is required',
      email: 'Enter a valid e-mail address',
      roleId: 'Choose a role',
    });
  });
  it('normalises e-mail, blank optionals and state names', () => {
    const parsed = inviteUserSchema.parse({ fullName: 'Ada Obi', email: 'Ada@Example.org', roleId: '3', phone: ' ', state: 'Kano State' });
    expect(parsed).toEqual({ fullName: 'Ada Obi', email: 'ada@example.org', roleId: 3, phone: null, state: 'kano' });
  });
  it('refuses unknown states, unbounded names and implausible phones', () => {
    const errors = errorsOf(bulkInviteRowSchema.safeParse({ fullName: 'N'.repeat(5000), email: 'a@b.org', phone: '9'.repeat(3000), state: 'atlantis' }));
    expect(errors).toEqual({
      fullName: 'Full name must be at most 200 characters',
      phone: 'Phone must be at most 30 characters',
      state: 'Choose a known state',
    });
    expect(errorsOf(bulkInviteRowSchema.safeParse({ fullName: 'Ada Obi', email: 'a@b.org', phone: '12-34' })).phone).toMatch(/^Enter a valid phone number/);
    expect(bulkInviteRowSchema.safeParse({ fullName: 'Ada Obi', email: 'a@b.org', phone: '+234 (803) 000-0001' }).success).toBe(true);
  });
  it('refuses a NUL in a name and an id beyond int4', () => {
    expect(errorsOf(inviteUserSchema.safeParse({ fullName: 'Ada\u0000Obi', email: 'a@b.org', roleId: 2 ** 31 }))).toEqual({
      fullName: 'Must not contain a NUL character',
      roleId: 'Choose a role',
    });
  });
  it('leaves absent edit fields absent and refuses unknown ones', () => {
    expect(editUserSchema.parse({ id: 4 })).toEqual({ id: 4 });
    expect(editUserSchema.safeParse({ id: 4, passwordHash: 'x' }).success).toBe(false);
  });
});
