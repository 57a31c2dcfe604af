/** Business constants and limits of spec 01 §9, in the units the code uses. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;

export const SESSION = {
  /** The HTTP client refreshes a token that expires within this window. */
  callRefreshThresholdMs: 10 * MINUTE_MS,
  /** The scheduled refresh fires this long before the token expires. */
  scheduledRefreshLeadSeconds: 600,
  backgroundRefreshIntervalMs: 10 * MINUTE_MS,
  idleThresholdMs: 5 * MINUTE_MS,
  activityCheckIntervalMs: 1 * MINUTE_MS,
} as const;

export const TOKEN = {
  /** Access-token lifetime (DESIGN §5). */
  lifetimeSeconds: 30 * 60,
  /** Absolute limit of a session however often it is refreshed (DESIGN §5). */
  absoluteSessionSeconds: 12 * 60 * 60,
} as const;

export const MIN_INVITATION_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const RESET_CODE_LENGTH = 6;
export const POLL_INTERVAL_MS = 5 * SECOND_MS;

export const MESSAGES = {
  accountSuspendedTitle: 'Account Suspended',
  accountSuspended: 'Your account has been suspended. Please contact the administrator.',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'You do not have the necessary permissions to view this page.',
  invalidCredentials: 'The e-mail or password is incorrect.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

export const ERROR_CODES = {
  accountSuspended: 'ACCOUNT_SUSPENDED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  sessionRevoked: 'SESSION_REVOKED',
  forbidden: 'FORBIDDEN',
  /** A grant above the caller's own permissions (DESIGN §5, role ceiling). */
  roleCeiling: 'ROLE_CEILING',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  /** An upload or request body over its route's limit: refused whole, nothing written. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** The body of an upload ended before its form did (the client dropped it): nothing kept. */
  uploadIncomplete: 'UPLOAD_INCOMPLETE',
} as const;

/**
 * The Command Centre's limits (spec 01 §4, §9). Those the collector protocol shares with the server
 * and the agent (page sizes and default, batch timeout, logs kept and shown, image cap, request-id
 * length) are in ./protocol.ts and are not repeated here.
 */
export const COMMAND_CENTRE = {
  /** GET /admin/sync/online-collectors, and the selected tab's queue while it is shown. */
  pollIntervalMs: POLL_INTERVAL_MS,
  /** Start Sync and Retry Failed stay disabled this long after a click. */
  syncLockMs: 10 * SECOND_MS,
  verificationsShown: 10,
  maxExplorerCards: 50,
  /** A record card with more fields than this shows a JSON tree instead of a grid. */
  maxGridFields: 8,
  /** Page-number buttons in the explorer's pager. */
  pagerNumbers: 5,
  tabLabelLimit: 14,
  /** Batch results kept on screen (not in the spec). */
  batchResultsShown: 10,
  /** Alerts kept on screen at once, and how long a success note stays (not in the spec). */
  alertsShown: 5,
  successNoticeMs: 4 * SECOND_MS,
  socket: {
    connectTimeoutMs: 20 * SECOND_MS,
    reconnectDelayMs: 1 * SECOND_MS,
    reconnectDelayMaxMs: 5 * SECOND_MS,
    randomizationFactor: 0.5,
  },
} as const;
