// Env is parsed once by one zod schema; a bad value stops start-up with the list of problems
// (docs/architecture.md, "Configuration"). The browser never sees this object; see `publicEnv` for its allow-list.
import path from 'node:path';
import { z } from 'zod';
import {
  RATE_LIMIT_NAMES,
  RATE_LIMIT_VALUE,
  type RateLimits,
  rateLimitsFrom,
  rateLimitVariable,
} from './modules/auth/limits.ts';
import { decodeVaultKey, VAULT_KEY_HINT } from './modules/secrets/vault.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Absent: every interface, IPv6 and IPv4 where the machine has both. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  STARTUP_CACHE_TTL_S: z.coerce.number().int().min(0).default(300),
  /** Anonymous HTML kept this long (0: off); unset, 60 s in production and off otherwise. */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).optional(),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@parvis.localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: flag,
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** On SIGTERM, /readyz answers 503 and requests are still served this long (docs/architecture.md, "Faults"). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The operators' listener of /metrics; unset: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** A bearer token for /metrics (required on both listeners when set). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The key of the sites' payment secrets (ADR 012, "Payment"); unset: no site takes cards. */
  SECRETS_KEY: z
    .string()
    .refine((v) => decodeVaultKey(v) !== null, VAULT_KEY_HINT)
    .optional(),
  /** Unset: Stripe's own API; the local Stripe double in tests and on this machine. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/'),
  // RATE_LIMIT_LOGIN_PER_ACCOUNT=5/900 … : one variable per limit of the public writes
  ...Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [
      rateLimitVariable(name),
      z.string().regex(RATE_LIMIT_VALUE, 'must look like 5/900 (attempts/seconds)').optional(),
    ]),
  ),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; rateLimits: RateLimits };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    rateLimits: rateLimitsFrom(result.data as unknown as Record<string, string | undefined>),
  };
}

/** 'auto': Secure exactly when the request came over HTTPS (honouring TRUST_PROXY). */
export function cookiesSecure(env: Pick<Env, 'COOKIE_SECURE'>, requestIsHttps: boolean): boolean {
  return env.COOKIE_SECURE === 'auto' ? requestIsHttps : env.COOKIE_SECURE === 'true';
}
