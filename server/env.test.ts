import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from './env.ts';
import { DEFAULT_RATE_LIMITS } from './modules/auth/limits.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
const configuration = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
const documented = [...configuration.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);

describe('environment', () => {
  it('the README lists every variable the schema reads, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('rate limits come from their variables', () => {
    const env = parseEnv({ RATE_LIMIT_CONTACT_PER_ADDRESS: '2/60' });
    expect(env.rateLimits.contactPerAddress).toEqual({ max: 2, windowS: 60 });
    expect(env.rateLimits.loginPerAccount).toEqual(DEFAULT_RATE_LIMITS.loginPerAccount);
  });

  it('a SECRETS_KEY that is not 32 bytes of base64 stops the start; absent, there is no vault', () => {
    expect(() => parseEnv({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /SECRETS_KEY: must be 32 random bytes in base64/,
    );
    expect(parseEnv({ SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') }).SECRETS_KEY).toBeDefined();
    expect(parseEnv({}).STRIPE_JS_URL).toBe('https://js.stripe.com/v3/');
  });

  it('a malformed limit stops the start with its name', () => {
    expect(() => parseEnv({ RATE_LIMIT_LOGIN_PER_ADDRESS: 'five' })).toThrow(/RATE_LIMIT_LOGIN_PER_ADDRESS/);
  });
});
