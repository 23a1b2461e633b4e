// One logger for the process, and the rule that keeps personal data and credentials out of
// the logs: nothing a visitor typed (e-mail addresses, names, passwords) nor any secret
// (hashes, tokens, cookies) may be written, whatever logs it. Three nets, because an error can
// carry data anywhere: named fields are censored (`redact`), error objects are rebuilt without
// their query parameters and value details (a failed query's `params`, PostgreSQL's `detail`
// such as "Key (email)=(…) already exists"), and every string is cleared of e-mail addresses,
// password hashes and URL secrets.
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Env } from './env.ts';

const CENSOR = '[redacted]';

/** Field names whose value is never logged, at the top of a log object or one level down. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'email',
  'firstname',
  'lastname',
  'phone',
  'authorization',
  'cookie',
  'set-cookie',
];

const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [`["${f}"]`, `*["${f}"]`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Keys of an error (a driver's or the ORM's) that hold the values of a query. */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

const EMAIL = /[^\s@<>()[\]\\,;:"'`=/]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;
const HASH = /\$argon2[a-z]{0,2}\$[A-Za-z0-9+/=,$.]+|\$2[aby]?\$\d\d\$[./A-Za-z0-9]{53}/g;
const URL_SECRET = /([?&](?:token|email|password|key|code)=)[^&#\s"]*/gi;
/** The ORM writes a failed query's parameters after its SQL: the SQL stays, they go. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;

export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `\nparams: ${CENSOR}`)
    .replace(HASH, CENSOR)
    .replace(EMAIL, '[email]')
    .replace(URL_SECRET, `$1${CENSOR}`);
}

/** A copy of a log value with every string and every error cleared; class instances (a
 * request, a response) are left to their serializers, which keep only safe fields. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) return cleanError(value, depth);
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    copy[key] = VALUE_KEYS.has(key) ? CENSOR : scrub(v, depth + 1);
  return copy;
}

/** The same error (its class, so the serializer names its type) with its message, stack, cause
 * and fields cleared and its query values dropped. */
function cleanError(error: Error, depth: number): Error {
  const copy = Object.create(Object.getPrototypeOf(error)) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    copy[key] = VALUE_KEYS.has(key) ? CENSOR : scrub(value, depth + 1);
  }
  return copy as unknown as Error;
}

export function loggerOptions(level: Env['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    base: { service: 'parvis' },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    formatters: {
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>,
        );
      },
    },
  };
}

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(env.LOG_LEVEL), destination) : pino(loggerOptions(env.LOG_LEVEL));
}
