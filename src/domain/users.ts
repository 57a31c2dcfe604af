/**
 * The account fields of User Management, one schema for the invite route, the edit route, the
 * invite dialog and every bulk-invite row (DESIGN §5), so a value refused in one is refused in all.
 */
import { z } from 'zod';
import { idFromText, idNumber, lineText } from './inputRules';
import { resolveState } from './locations';
import { fieldErrorsOf } from './fieldErrors';

export const FULL_NAME_MAX = 200;
export const EMAIL_MAX = 254;
/** Long enough for "+234 (0) 803-000-0001 ext. 12"; the digit count is checked separately. */
export const PHONE_MAX = 30;
/** E.164 allows at most 15 digits; a Nigerian number written locally has 11. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
/** Longer than any state name or common variant ("Federal Capital Territory Abuja"). */
const STATE_INPUT_MAX = 60;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const fullNameSchema = lineText('Full name is required')
  .min(2, 'Full name is required')
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`);

export const accountEmailSchema = lineText('E-mail is required')
  .max(EMAIL_MAX, 'Enter a valid e-mail address')
  .email('Enter a valid e-mail address')
  .transform((email) => email.toLowerCase());

function isPlausiblePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Optional: blank means none. Digits with spaces, dots, hyphens, brackets and a leading +. */
export const phoneSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Enter a valid phone number' })
    .trim()
    .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
    .refine(isPlausiblePhone, 'Enter a valid phone number, e.g. 08030000000 or +234 803 000 0000')
    .nullish(),
);

/** Optional: blank means none; a state slug, or a name or variant ("Kano State", "Abuja") stored as its slug. */
export const stateSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Choose a known state' })
    .trim()
    .max(STATE_INPUT_MAX, 'Choose a known state')
    .transform((value, ctx) => {
      const state = resolveState(value);
      if (state) return state.slug;
      ctx.addIssue({ code: 'custom', message: 'Choose a known state' });
      return z.NEVER;
    })
    .nullish(),
);

export const roleIdSchema = idFromText('Choose a role');

export const inviteUserSchema = z.object({
  fullName: fullNameSchema,
  email: accountEmailSchema,
  roleId: roleIdSchema,
  phone: phoneSchema,
  state: stateSchema,
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUser = z.output<typeof inviteUserSchema>;

/** A bulk-invite row names its role instead of an id; the rest is the invite form. */
export const bulkInviteRowSchema = inviteUserSchema.omit({ roleId: true });

/** PUT edit: the id plus the changed fields, each with the invite form's rule. */
export const editUserSchema = z
  .object({
    id: idNumber(),
    fullName: fullNameSchema.optional(),
    phone: phoneSchema,
    state: stateSchema,
    roleId: idNumber('Choose a role').optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type EditUser = z.output<typeof editUserSchema>;

/** The first message per field, keyed like the server's `errors` (e.g. `{fullName: 'Full name is required'}`). */
export function accountFieldErrors(error: z.ZodError): Record<string, string> {
  return fieldErrorsOf(error.issues);
}
