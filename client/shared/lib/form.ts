// The life of an API form: values checked on the client, sent, and the answer turned
// into per-field error codes or one problem for the whole form. Views read the stores and send
// `submitted`; what happens next is decided here, in `sample`s.
import {
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  sample,
} from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import { isEmail } from '#shared/lib/email.ts';
import type { ApiResponse } from '../api/request.ts';

/** What went wrong for the form as a whole; field errors travel apart. */
export type FormProblem =
  /** 401: wrong e-mail or password on login, a session that ended elsewhere. */
  | 'unauthenticated'
  /** 429: too many attempts. */
  | 'rate_limited'
  /** 400 without a field to point at. */
  | 'invalid'
  /** 409, e.g. an address that became another account's. */
  | 'conflict'
  /** 5xx, or no answer at all. */
  | 'unavailable';

export interface FormFailure {
  fields: FieldError[];
  problem: FormProblem | null;
}

/** Client checks, with the API's own codes: only `required`, the e-mail shape and equal passwords. */
export const checks = {
  required: (path: string, value: string | null | undefined): FieldError[] =>
    value?.trim() ? [] : [{ path, message: 'required' }],
  email: (path: string, value: string): FieldError[] =>
    !value.trim()
      ? [{ path, message: 'required' }]
      : isEmail(value)
        ? []
        : [{ path, message: 'invalid_email' }],
  same: (path: string, value: string, other: string): FieldError[] =>
    value && value !== other ? [{ path, message: 'passwords_differ' }] : [],
};

function isFieldErrorList(data: unknown): data is FieldError[] {
  return (
    Array.isArray(data) &&
    data.every(
      (e) => e && typeof e === 'object' && typeof e.path === 'string' && typeof e.message === 'string',
    )
  );
}

/** SPEC §7: a 400 carries `[{ path, message }]` in `data`, `message` being a code. */
export function failureOf(response: ApiResponse): FormFailure {
  const { status, body } = response;
  if (status === 400) {
    const fields = isFieldErrorList(body.data) ? body.data.filter((e) => e.path !== '') : [];
    return { fields, problem: fields.length ? null : 'invalid' };
  }
  if (status === 401) return { fields: [], problem: 'unauthenticated' };
  if (status === 429) return { fields: [], problem: 'rate_limited' };
  if (status === 409) return { fields: [], problem: 'conflict' };
  return { fields: [], problem: 'unavailable' };
}

export interface FormModel<V, T> {
  /** The visitor sent the form. */
  submitted: EventCallable<V>;
  /** The API said yes. */
  succeeded: Event<{ params: V; data: T }>;
  /** Back to a blank state (the page was opened again). */
  reset: EventCallable<void>;
  $failure: Store<FormFailure | null>;
  /** Counts failed submits: the error summary takes focus each time it grows (RGAA 11.10). */
  $failures: Store<number>;
  $pending: Store<boolean>;
}

// Form stores hold what one visitor is typing: never serialized from the server render
// (they start blank there), which also keeps the factory's shared sids out of the state.
const local = { serialize: 'ignore' } as const;

export function createFormModel<V, T, S = void>(options: {
  fx: Effect<V, ApiResponse<T>>;
  check?: (values: V, source: S) => FieldError[];
  source?: Store<S>;
}): FormModel<V, T> {
  const { fx } = options;
  const check = options.check ?? (() => []);
  const source = options.source ?? createStore<S>(null as S, local);
  const submitted = createEvent<V>();
  const reset = createEvent();
  const failed = createEvent<FormFailure>();

  const $failure = createStore<FormFailure | null>(null, local)
    .on(failed, (_, failure) => failure)
    .reset(reset, fx.done.filter({ fn: ({ result }) => result.body.success }));
  const $failures = createStore(0, local)
    .on(failed, (n) => n + 1)
    .reset(reset);

  // a second click while the first answer is awaited is ignored
  const accepted: Event<V> = sample({ clock: submitted, filter: fx.pending.map((pending) => !pending) });
  const checked: Event<{ values: V; fields: FieldError[] }> = sample({
    clock: accepted,
    source,
    fn: (src: S, values: V) => ({ values, fields: check(values, src) }),
  });
  const refused = checked.filterMap(({ fields }) => (fields.length ? fields : undefined));
  const valid = checked.filterMap(({ values, fields }) => (fields.length ? undefined : { values }));
  sample({ clock: refused, fn: (fields): FormFailure => ({ fields, problem: null }), target: failed });
  sample({ clock: valid, fn: ({ values }) => values, target: fx });
  sample({
    clock: fx.doneData,
    filter: (r) => !r.body.success,
    fn: failureOf,
    target: failed,
  });
  sample({ clock: fx.fail, fn: (): FormFailure => ({ fields: [], problem: 'unavailable' }), target: failed });

  const succeeded = fx.done.filterMap(({ params, result }) =>
    result.body.success ? { params, data: result.body.data } : undefined,
  );
  return { submitted, succeeded, reset, $failure, $failures, $pending: fx.pending };
}
