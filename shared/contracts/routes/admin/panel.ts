// The admin panel's own calls (issue 14, ADR 013): who is there, the dashboard, the audit log,
// the second factor of an ADMIN account, and the operators' moves between sites.
import { z } from 'zod';
import { loginResultSchema } from '../../account.ts';
import {
  adminMeSchema,
  adminSiteSchema,
  auditListSchema,
  auditQuerySchema,
  dashboardSchema,
  dashboardSeenBodySchema,
  handoffBodySchema,
  handoffRedeemBodySchema,
  totpBodySchema,
  totpSetupSchema,
} from '../../admin.ts';
import { defineContract } from '../contract.ts';

const AT = '2026-11-24T09:30:00.000Z';

export const adminPanelContracts = {
  me: defineContract({
    method: 'GET',
    path: '/admin/me',
    access: 'admin',
    summary: 'Who uses the panel: an ADMIN account of the site or an operator.',
    response: adminMeSchema,
    example: {
      kind: 'USER',
      email: 'secretariat@vallon-sur-lys.fr',
      role: 'ADMIN',
      secondFactor: false,
      secondFactorAvailable: true,
    },
  }),
  dashboard: defineContract({
    method: 'GET',
    path: '/admin/dashboard',
    access: 'admin',
    summary: 'What needs attention on the site, with a link to it.',
    response: dashboardSchema,
    example: {
      site: {
        name: 'Vallon-sur-Lys',
        url: 'https://www.vallon-sur-lys.fr',
        isECommerce: false,
        isBuilding: false,
      },
      attention: [
        {
          kind: 'CONTACT_MESSAGES',
          count: 1,
          latest: [{ id: 12, title: 'Salle des fêtes', detail: 'Claire Martin', at: AT }],
          canMarkSeen: true,
        },
      ],
    },
  }),
  dashboardSeen: defineContract({
    method: 'POST',
    path: '/admin/dashboard/seen',
    access: 'admin',
    summary: 'Marks a list of the dashboard seen by its reader.',
    body: dashboardSeenBodySchema,
    response: z.null(),
    example: null,
  }),
  audit: defineContract({
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    summary: 'The audit log of the site, newest first.',
    query: auditQuerySchema,
    response: auditListSchema,
    example: {
      items: [
        {
          id: 3,
          at: AT,
          actor: { kind: 'USER', email: 'secretariat@vallon-sur-lys.fr' },
          action: 'secondFactor.on',
          entity: 'account',
          entityId: '4',
          changes: { secondFactor: { from: false, to: true } },
        },
      ],
      total: 1,
      page: 1,
      nbItem: 20,
    },
  }),
  totpStart: defineContract({
    method: 'POST',
    path: '/admin/me/totp',
    access: 'admin',
    summary: 'Starts turning on a second factor: a new secret, not yet in force.',
    body: z.strictObject({}).optional(),
    response: totpSetupSchema,
    example: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Vallon-sur-Lys:secretariat%40vallon-sur-lys.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Vallon-sur-Lys',
    },
  }),
  totpConfirm: defineContract({
    method: 'POST',
    path: '/admin/me/totp/confirm',
    access: 'admin',
    summary: 'Turns the second factor on with a code of the new secret.',
    body: totpBodySchema,
    response: z.null(),
    example: null,
  }),
  totpRemove: defineContract({
    method: 'DELETE',
    path: '/admin/me/totp',
    access: 'admin',
    summary: 'Turns the second factor off with a current code.',
    body: totpBodySchema,
    response: z.null(),
    example: null,
  }),
  sites: defineContract({
    method: 'GET',
    path: '/admin/sites',
    access: 'superAdmin',
    summary: 'Every site of the deployment (operators).',
    response: z.array(adminSiteSchema),
    example: [
      {
        id: 1,
        name: 'Vallon-sur-Lys',
        slug: 'vallon-sur-lys',
        hosts: ['localhost', 'mairie.localhost'],
        url: 'http://localhost:3000',
        isECommerce: false,
        isBuilding: false,
        current: true,
      },
    ],
  }),
  handoff: defineContract({
    method: 'POST',
    path: '/admin/handoff',
    access: 'superAdmin',
    summary: "A link to another site's admin, with a single-use token valid 60 seconds.",
    body: handoffBodySchema,
    response: z.object({ url: z.string() }),
    example: { url: 'http://vins.localhost:3000/admin/relais#hV3qW0x9m5sZ1kL8pR2tY7uI4oA6eD0fG3jK9nB1cX5' },
  }),
  handoffRedeem: defineContract({
    method: 'POST',
    path: '/admin/handoff/redeem',
    access: 'public',
    summary: "Opens an operator's session on this host with a hand-off token.",
    body: handoffRedeemBodySchema,
    response: loginResultSchema,
    example: { token: 'hV3qW0x9m5sZ1kL8pR2tY7uI4oA6eD0fG3jK9nB1cX5', idSite: 2 },
  }),
};
