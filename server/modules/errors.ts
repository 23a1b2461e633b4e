// Errors the domain raises without knowing HTTP; the API maps each kind to its status.
import type { FieldError } from '#shared/contracts/account.ts';

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly fields: FieldError[] | null;
  readonly retryAfterS: number | null;
  constructor(
    kind: DomainErrorKind,
    message: string,
    options: { fields?: FieldError[]; retryAfterS?: number } = {},
  ) {
    super(message);
    this.kind = kind;
    this.fields = options.fields ?? null;
    this.retryAfterS = options.retryAfterS ?? null;
  }
}

export const invalidFields = (fields: FieldError[], message = 'Some fields are not valid.') =>
  new DomainError('invalid', message, { fields });
