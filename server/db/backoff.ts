// Waits between attempts to reopen a lost connection: doubling from a short first wait, capped so
// that a database back from an outage is noticed soon, and jittered (between half and the whole
// wait) so that many processes do not all knock at the same instant.

export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 10_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(wait * (0.5 + random() / 2));
}
