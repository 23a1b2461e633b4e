import { z } from 'zod';
import {
  accountDeleteSchema,
  emailConfirmSchema,
  newsletterListSchema,
  newsletterSubscriptionSchema,
  newsletterSubscriptionUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../account.ts';
import { meSchema } from '../user.ts';
import { defineContract } from './contract.ts';
import { exampleDate } from './examples.ts';

const dateTime = z.string();

/** Everything stored about an account, as its owner may download it (RGPD art. 15 and 20). */
export const accountExportSchema = z.object({
  site: z.string(),
  exportedAt: dateTime,
  account: z.object({
    email: z.string(),
    emailVerifiedAt: dateTime.nullable(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone: z.string().nullable(),
    birthdate: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  newsletter: z.array(
    z.object({
      list: z.string(),
      email: z.string(),
      status: z.enum(['PENDING', 'CONFIRMED', 'UNSUBSCRIBED']),
      consentAt: dateTime.nullable(),
      confirmedAt: dateTime.nullable(),
    }),
  ),
  sessions: z.array(z.object({ createdAt: dateTime, expiresAt: dateTime, revokedAt: dateTime.nullable() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const me = {
  id: 1042,
  email: 'camille.martin@example.org',
  role: 'USER' as const,
  phone: '06 12 34 56 78',
  firstname: 'Camille',
  lastname: 'Martin',
  birthdate: '1990-04-12',
  emailVerified: true,
};

export const userContracts = {
  profile: defineContract({
    method: 'GET',
    path: '/user',
    access: 'user',
    summary: 'The profile of the logged-in user.',
    response: meSchema,
    example: me,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/user',
    access: 'user',
    summary: 'Updates the own profile; a new e-mail address takes effect once its link is followed.',
    body: profileUpdateSchema,
    response: z.object({ profile: meSchema, emailChangePending: z.boolean() }),
    example: { profile: me, emailChangePending: false },
  }),
  confirmEmail: defineContract({
    method: 'POST',
    path: '/user/email/confirm',
    access: 'public',
    summary: 'Follows a verification or address-change link.',
    body: emailConfirmSchema,
    response: z.object({ email: z.string() }),
    example: { email: 'camille.martin@example.org' },
  }),
  password: defineContract({
    method: 'PUT',
    path: '/user/password',
    access: 'user',
    summary: 'Changes the password (the current one is required); other sessions are revoked.',
    body: passwordChangeSchema,
    response: z.null(),
    example: null,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/user',
    access: 'user',
    summary: 'Deletes the own account and its personal data (the current password is required).',
    body: accountDeleteSchema,
    response: z.null(),
    example: null,
  }),
  export: defineContract({
    method: 'GET',
    path: '/user/export',
    access: 'user',
    summary: 'Everything stored about the own account, as JSON (RGPD access and portability).',
    response: accountExportSchema,
    example: {
      site: 'Vallon-sur-Lys',
      exportedAt: exampleDate,
      account: {
        email: me.email,
        emailVerifiedAt: exampleDate,
        firstname: me.firstname,
        lastname: me.lastname,
        phone: me.phone,
        birthdate: me.birthdate,
        createdAt: exampleDate,
        updatedAt: exampleDate,
      },
      newsletter: [
        {
          list: 'La lettre de Vallon',
          email: me.email,
          status: 'CONFIRMED',
          consentAt: exampleDate,
          confirmedAt: exampleDate,
        },
      ],
      sessions: [{ createdAt: exampleDate, expiresAt: '2026-05-15T08:30:00.000Z', revokedAt: null }],
    },
  }),
  newsletterLists: defineContract({
    method: 'GET',
    path: '/user/newsletter/lists',
    access: 'user',
    summary: 'The newsletter lists of the site.',
    response: z.array(newsletterListSchema),
    example: [
      { id: 1, name: 'La lettre de Vallon', description: 'Les nouvelles de la commune, chaque mois.' },
    ],
  }),
  subscription: defineContract({
    method: 'GET',
    path: '/user/newsletter/subscription',
    access: 'user',
    summary: 'The lists the own account is subscribed to.',
    response: newsletterSubscriptionSchema,
    example: { lists: [1], emailVerified: true },
  }),
  setSubscription: defineContract({
    method: 'PUT',
    path: '/user/newsletter/subscription',
    access: 'user',
    summary: 'Sets the lists the own account is subscribed to.',
    body: newsletterSubscriptionUpdateSchema,
    response: newsletterSubscriptionSchema,
    example: { lists: [1], emailVerified: true },
  }),
};
