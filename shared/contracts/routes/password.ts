import { z } from 'zod';
import { resetAskBodySchema, resetBodySchema } from '../account.ts';
import { defineContract } from './contract.ts';

export const passwordContracts = {
  askReset: defineContract({
    method: 'PUT',
    path: '/password/reset/ask',
    access: 'public',
    summary: 'Sends a reset link; the answer is the same whether the address exists or not.',
    body: resetAskBodySchema,
    response: z.null(),
    example: null,
  }),
  reset: defineContract({
    method: 'PUT',
    path: '/password/reset',
    access: 'public',
    summary: 'Sets a new password with a reset token; every session of the account is revoked.',
    body: resetBodySchema,
    response: z.null(),
    example: null,
  }),
};
