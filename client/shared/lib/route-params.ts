// The validation step of detail pages (SPEC §2 "a page may refuse a route through a validation
// step, giving 404"): ids in URLs, and the status a page takes from its API answer.
import type { ApiResponse } from '../api/request.ts';

/** A route param that is a positive whole number of the database's integer range, else null. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** 200 for a success, 404 for a refusal (no such item here), 500 when the API failed. */
export const answerStatus = ({ status, body }: ApiResponse<unknown>): number =>
  body.success ? 200 : status >= 400 && status < 500 ? 404 : 500;
