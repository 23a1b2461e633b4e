// Tells an outage of the database from a failed query: while PostgreSQL cannot be reached (cut
// network, restart, failover) the API answers 503 with Retry-After, and a page 503, instead of
// a 500 or, worse, a page that takes a failed session lookup for no session (docs/architecture.md,
// "Faults"). Drizzle wraps the driver's error in `cause`; a connection to several addresses
// fails with an AggregateError.

/** SQLSTATE codes that say the server, not the statement, is the problem: the connection
 * exceptions of class 08 (not 08P01, a protocol violation: the request's fault), an
 * administrator's or a crash's shutdown, a server starting up, too many connections. */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own messages for a connection that could not open or was lost. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
