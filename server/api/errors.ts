// Errors the API answers with, mapped to the statuses of the foundation issue:
// 400/401/403/404/409/413/429/500. Messages are for people, in their language (descriptors of
// shared/lib/messages.ts, resolved when the envelope is written); stacks never leave the process.
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import { AUTHENTICATION_REQUIRED } from '../modules/errors.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly text: MessageDescriptor;
  constructor(status: number, text: MessageDescriptor, data: unknown = null) {
    super(text.message);
    this.status = status;
    this.data = data;
    this.text = text;
  }
}

export const badRequest = (text: MessageDescriptor, data: unknown = null) => new ApiError(400, text, data);
export const unauthorized = (text = AUTHENTICATION_REQUIRED) => new ApiError(401, text);
export const forbidden = (
  text = msg({ id: 'api.auth.forbidden', message: 'You are not allowed to do this.' }),
) => new ApiError(403, text);
export const notFound = (text = msg({ id: 'api.notFound', message: 'Not found.' })) =>
  new ApiError(404, text);
export const conflict = (text: MessageDescriptor) => new ApiError(409, text);
export const tooManyRequests = (
  text = msg({ id: 'api.tooManyRequests', message: 'Too many requests. Try again later.' }),
) => new ApiError(429, text);
