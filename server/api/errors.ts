// Errors the API answers with, mapped to the statuses of the foundation issue:
// 400/401/403/404/409/413/429/500. Messages are for people; stacks never leave the process.
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export const badRequest = (message: string, data: unknown = null) => new ApiError(400, message, data);
export const unauthorized = (message = 'Authentication required.') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message = 'Too many requests, try again later.') =>
  new ApiError(429, message);
