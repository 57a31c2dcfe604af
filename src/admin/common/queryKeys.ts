/**
 * The react-query keys the account screens read and refresh. react-admin keys its list queries by
 * resource name, so invalidating `[resource]` refreshes every page and filter of that list.
 */
export const USERS_RESOURCE = 'user-management';
export const COLLECTORS_RESOURCE = 'collection-users';
/** The outbox list goes through the dataProvider as `/admin/mail/outbox`. */
export const OUTBOX_RESOURCE = 'mail/outbox';

export const ROLES_KEY = ['accounts', 'roles'] as const;
export const BULK_JOBS_KEY = ['accounts', 'bulk-invite-jobs'] as const;
export const bulkRowsKey = (jobId: number) => ['accounts', 'bulk-invite-rows', jobId] as const;
