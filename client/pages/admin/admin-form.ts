// What the page tree's forms share (ADR 014): the API's refusals come with a French sentence
// (`message`, written in the request's language) besides the codes of the fields it names; the
// panel shows that sentence as it is, above the form or beside the action refused.
import { createStore, type Effect, type Store, type Unit } from 'effector';
import type { ApiResponse } from '../../shared/api/request.ts';

/** A refusal of the API: its sentence (empty when the API could not be reached). */
export interface Refusal {
  message: string;
  status: number;
}

/** The refusal of an answer, or null for a success. */
export function refusalOf(response: ApiResponse<unknown>): Refusal | null {
  return response.body.success ? null : { message: response.body.message ?? '', status: response.status };
}

/** The last refusal of an effect's calls: set by a refused answer (or no answer at all), cleared by
 * a success and by `reset`. Never sent with the page (what one person typed). */
export function lastRefusal<P, T>(
  fx: Effect<P, ApiResponse<T>>,
  reset: Unit<unknown>[],
): Store<Refusal | null> {
  return createStore<Refusal | null>(null, { serialize: 'ignore' })
    .on(fx.doneData, (_, response) => refusalOf(response))
    .on(fx.fail, () => ({ message: '', status: 0 }))
    .reset(reset);
}
