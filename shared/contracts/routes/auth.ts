import { z } from 'zod';
import { loginBodySchema, loginResultSchema, registerBodySchema } from '../account.ts';
import { loggedSchema } from '../user.ts';
import { defineContract } from './contract.ts';

// The session calls sit at the root of the API (/login, /logout, /logged, /register).
export const authContracts = {
  login: defineContract({
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Opens a session: data.token and data.idSite, and the token and idSite cookies (SPEC §4).',
    body: loginBodySchema,
    response: loginResultSchema,
    example: { token: 'hV3qW0x9m5sZ1kL8pR2tY7uI4oA6eD0fG3jK9nB1cX5', idSite: 1 },
  }),
  logout: defineContract({
    method: 'POST',
    path: '/logout',
    access: 'public',
    summary: 'Revokes the current session on the server and clears both cookies.',
    body: z.object({}).strict().optional(),
    response: z.null(),
    example: null,
  }),
  logged: defineContract({
    method: 'GET',
    path: '/logged',
    access: 'public',
    summary: 'Whether the request carries a valid session of this site.',
    response: loggedSchema,
    example: { logged: true, role: 'USER' },
  }),
  register: defineContract({
    method: 'POST',
    path: '/register',
    access: 'public',
    summary: 'Creates an account; the answer is the same whether the address is new or taken.',
    body: registerBodySchema,
    response: z.null(),
    example: null,
  }),
};
