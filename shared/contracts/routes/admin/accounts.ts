// The site's accounts in the admin panel (issue 14, ADR 018).
import {
  accountsQuerySchema,
  adminAccountSchema,
  blockWriteSchema,
  invitationSchema,
  roleWriteSchema,
} from '../../admin-accounts.ts';
import { idParamsSchema, listSchema } from '../../envelope.ts';
import { defineContract } from '../contract.ts';

const ACCOUNT = {
  id: 7,
  email: 'secretariat@vallon-sur-lys.fr',
  firstname: 'Claire',
  lastname: 'Martin',
  role: 'ADMIN' as const,
  verified: true,
  invited: false,
  blocked: false,
  secondFactor: true,
  createdAt: '2026-11-24T09:30:00.000Z',
};

export const adminAccountsContracts = {
  list: defineContract({
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    summary: 'The site’s accounts, administrators first then by address, searched by address or name.',
    query: accountsQuerySchema,
    response: listSchema(adminAccountSchema),
    example: { items: [ACCOUNT], total: 1, page: 1, nbItem: 20 },
  }),
  role: defineContract({
    method: 'PUT',
    path: '/admin/users/:id/role',
    access: 'admin',
    summary:
      'Makes an account an administrator of the site or a visitor (not one’s own, not the last administrator).',
    params: idParamsSchema,
    body: roleWriteSchema,
    response: adminAccountSchema,
    example: ACCOUNT,
  }),
  block: defineContract({
    method: 'PUT',
    path: '/admin/users/:id/block',
    access: 'admin',
    summary: 'Blocks an account (no sign-in, its sessions ended) or lets it in again.',
    params: idParamsSchema,
    body: blockWriteSchema,
    response: adminAccountSchema,
    example: { ...ACCOUNT, blocked: true },
  }),
  invite: defineContract({
    method: 'POST',
    path: '/admin/users/invite',
    access: 'admin',
    summary: 'Invites a new administrator by e-mail: a link to choose a password, valid a week.',
    body: invitationSchema,
    response: adminAccountSchema,
    example: { ...ACCOUNT, verified: false, invited: true, secondFactor: false },
  }),
};
