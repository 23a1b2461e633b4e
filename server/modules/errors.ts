// Errors the domain raises without knowing HTTP; the API maps each kind to its status. The
// message is a descriptor (shared/lib/messages.ts): the API writes it in the request's language.
import type { FieldError } from '#shared/contracts/account.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly text: MessageDescriptor;
  readonly fields: FieldError[] | null;
  readonly retryAfterS: number | null;
  /** What the answer's `data` says besides the message (`{secondFactor: true}`, ADR 013). */
  readonly data: Record<string, unknown> | null;
  constructor(
    kind: DomainErrorKind,
    text: MessageDescriptor,
    options: { fields?: FieldError[]; retryAfterS?: number; data?: Record<string, unknown> } = {},
  ) {
    super(text.message);
    this.kind = kind;
    this.text = text;
    this.fields = options.fields ?? null;
    this.retryAfterS = options.retryAfterS ?? null;
    this.data = options.data ?? null;
  }
}

export const invalidFields = (
  fields: FieldError[],
  text = msg({ id: 'api.fields.invalid', message: 'Some fields are not valid.' }),
) => new DomainError('invalid', text, { fields });

export const AUTHENTICATION_REQUIRED = msg({ id: 'api.auth.required', message: 'Log in to continue.' });

/** Raised by a module when the caller is not logged in (or no longer exists). */
export const authenticationRequired = () => new DomainError('unauthenticated', AUTHENTICATION_REQUIRED);
