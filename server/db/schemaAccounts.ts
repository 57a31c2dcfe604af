/** Kysely types of migration 004: invitations, password resets, mail outbox, bulk-invite jobs. */
import type { Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columnTypes';

interface InvitationsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  invitedBy: number | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt: OptionalTimestamp;
  revokedAt: OptionalTimestamp;
}

interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
  usedAt: OptionalTimestamp;
  invalidatedAt: OptionalTimestamp;
}

export type MailKind = 'invitation' | 'password_reset';
type MailStatus = 'stored' | 'queued' | 'sent' | 'failed';

interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  kind: MailKind;
  status: Generated<MailStatus>;
  error: string | null;
  attempts: Generated<number>;
  createdAt: Timestamp;
  sentAt: OptionalTimestamp;
}

/** `uploading`: rows still arriving; such a job is neither listed nor run (bulkInviteJobs.ts). */
type BulkJobStatus = 'uploading' | 'queued' | 'processing' | 'completed' | 'failed';
export type BulkRowOutcome = 'invited' | 'already_a_user' | 'invalid';

interface BulkInviteJobsTable {
  id: Generated<number>;
  createdBy: number | null;
  fileName: string;
  status: Generated<BulkJobStatus>;
  totalRows: Generated<number>;
  processedRows: Generated<number>;
  invited: Generated<number>;
  alreadyUsers: Generated<number>;
  invalid: Generated<number>;
  error: string | null;
  createdAt: Timestamp;
  startedAt: OptionalTimestamp;
  finishedAt: OptionalTimestamp;
}

interface BulkInviteRowsTable {
  id: Generated<number>;
  jobId: number;
  rowNumber: number;
  fullName: string | null;
  email: string | null;
  role: string | null;
  phone: string | null;
  state: string | null;
  outcome: BulkRowOutcome | null;
  reason: string | null;
}

export interface AccountTables {
  invitations: InvitationsTable;
  passwordResets: PasswordResetsTable;
  mailOutbox: MailOutboxTable;
  bulkInviteJobs: BulkInviteJobsTable;
  bulkInviteRows: BulkInviteRowsTable;
}
