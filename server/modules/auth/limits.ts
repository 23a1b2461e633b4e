// The rate limits of the public writes and their defaults. Each can be changed by an
// environment variable `RATE_LIMIT_<NAME>=<attempts>/<seconds>` read by server/env.ts (the
// README lists them); tests hand their own.

export interface Limit {
  max: number;
  windowS: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Failed logins to one account from one network address: past it, that pair is locked. */
  loginPerAccount: { max: 5, windowS: 15 * 60 },
  /** Failed logins to one account from anywhere: past it, each attempt waits longer (never a
   * lock, so that an attacker cannot lock the owner out) and the owner is told once per window. */
  loginSlowdownPerAccount: { max: 5, windowS: 15 * 60 },
  loginPerAddress: { max: 30, windowS: 15 * 60 },
  resetPerAccount: { max: 3, windowS: 60 * 60 },
  resetPerAddress: { max: 10, windowS: 60 * 60 },
  registerPerAccount: { max: 3, windowS: 60 * 60 },
  registerPerAddress: { max: 10, windowS: 60 * 60 },
  passwordCheckPerAccount: { max: 5, windowS: 15 * 60 },
  contactPerAddress: { max: 5, windowS: 60 * 60 },
  newsletterPerAddress: { max: 10, windowS: 60 * 60 },
  formSubmitPerAddress: { max: 20, windowS: 60 * 60 },
  eventRegistrationPerEmail: { max: 3, windowS: 60 * 60 },
  eventRegistrationPerAddress: { max: 10, windowS: 60 * 60 },
  // the `from` visit beacon (SPEC §2): a caller cannot fill the visits table, and one visitor
  // following the same link again within half an hour is one visit
  visitPerAddress: { max: 30, windowS: 60 * 60 },
  visitPerSource: { max: 1, windowS: 30 * 60 },
  // unpaid orders held at once (ADR 012): counted over the orders whose hold still runs, so the
  // window is the hold itself; `windowS` is what a refused buyer is told to wait at most
  pendingOrdersPerEmail: { max: 3, windowS: 30 * 60 },
  pendingOrdersPerAddress: { max: 6, windowS: 30 * 60 },
  // the export carrier's quotes asked per address (ADR 012, "Export shipping"): each answer
  // stores a row or two, so a caller cannot fill the quotes table
  exportQuotesPerAddress: { max: 60, windowS: 60 * 60 },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Limit>;

export const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];

/** `loginPerAccount` → `RATE_LIMIT_LOGIN_PER_ACCOUNT`. */
export const rateLimitVariable = (name: RateLimitName) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export const RATE_LIMIT_VALUE = /^(\d+)\/(\d+)$/;

/** The limits with the overrides given as `5/900` (attempts/seconds) by variable name. */
export function rateLimitsFrom(source: Record<string, string | undefined>): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS) as RateLimits;
  for (const name of RATE_LIMIT_NAMES) {
    const variable = rateLimitVariable(name);
    const value = source[variable];
    if (!value) continue;
    const match = RATE_LIMIT_VALUE.exec(value);
    if (!match) throw new Error(`${variable} must look like 5/900 (attempts/seconds).`);
    limits[name] = { max: Number(match[1]), windowS: Number(match[2]) };
  }
  return limits;
}
