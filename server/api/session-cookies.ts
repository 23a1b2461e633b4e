// The session cookies of SPEC §4, set at login and cleared at logout and account deletion
// (HttpOnly token, readable idSite; docs/architecture.md "Sessions").
import { SESSION_LIFETIME_S } from '#shared/config/constants.ts';
import type { CookieChange } from './define.ts';

export const sessionCookies = (token: string, siteId: number): CookieChange[] => [
  { name: 'token', value: token, maxAgeS: SESSION_LIFETIME_S, httpOnly: true },
  { name: 'idSite', value: String(siteId), maxAgeS: SESSION_LIFETIME_S, httpOnly: false },
];

export const clearSessionCookies: CookieChange[] = [
  { name: 'token', clear: true, httpOnly: true },
  { name: 'idSite', clear: true, httpOnly: false },
];
