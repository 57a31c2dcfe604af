/** The mail outbox (docs/api-accounts.md), under /api/admin/mail: super admins only, it holds invitation links and reset codes. */
import { z } from 'zod';
import { lineText } from '../inputRules';

export const MAIL_KINDS = ['invitation', 'password_reset'] as const;
/** `queued`: an SMTP send not yet done. */
export const MAIL_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;

/** The `filter` of the list (a JSON query parameter of the list dialect). */
export const outboxFilterSchema = z
  .object({
    kind: z.enum(MAIL_KINDS).optional(),
    status: z.enum(MAIL_STATUSES).optional(),
    q: lineText().max(200).optional(),
  })
  .strict();
export type OutboxFilter = z.output<typeof outboxFilterSchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The list dialect's answer: the messages of the asked range, the total in `Content-Range`. */
export const outboxAnswerSchema = z.array(outboxMessageSchema);
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;
