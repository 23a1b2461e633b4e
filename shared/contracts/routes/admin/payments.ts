// A shop site's payment keys (issue 14; ADR 012 "Payment"): operators only.
import { paymentKeyParamsSchema, paymentKeysSchema, paymentKeysWriteSchema } from '../../admin-payments.ts';
import { defineContract } from '../contract.ts';

const KEYS = {
  vaultReady: true,
  keys: [
    {
      name: 'STRIPE_SECRET_KEY' as const,
      hint: 'sk_live_…4242',
      mode: 'live' as const,
      updatedAt: '2026-11-24T09:30:00.000Z',
    },
    {
      name: 'STRIPE_PUBLISHABLE_KEY' as const,
      hint: 'pk_live_…9f1c',
      mode: 'live' as const,
      updatedAt: '2026-11-24T09:30:00.000Z',
    },
    { name: 'STRIPE_WEBHOOK_SECRET' as const, hint: null, mode: null, updatedAt: null },
  ],
};

export const adminPaymentsContracts = {
  keys: defineContract({
    method: 'GET',
    path: '/admin/payment-keys',
    access: 'superAdmin',
    summary: 'Which payment keys the site has: their kind and last characters, never their values.',
    response: paymentKeysSchema,
    example: KEYS,
  }),
  write: defineContract({
    method: 'PUT',
    path: '/admin/payment-keys',
    access: 'superAdmin',
    summary: 'Stores payment keys, encrypted (each checked for its shape); the others stay.',
    body: paymentKeysWriteSchema,
    response: paymentKeysSchema,
    example: KEYS,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/admin/payment-keys/:name',
    access: 'superAdmin',
    summary: 'Removes a payment key (card payment stops until it is set again).',
    params: paymentKeyParamsSchema,
    response: paymentKeysSchema,
    example: KEYS,
  }),
};
