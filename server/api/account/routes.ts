// Visitor accounts (SPEC §7; issue 4). Handlers only read validated input, call
// server/modules/accounts and shape the envelope; cookies follow ARCHITECTURE §4.

import { z } from 'zod';
import { SESSION_LIFETIME_S } from '#shared/config/constants.ts';
import {
  accountDeleteSchema,
  emailConfirmSchema,
  loginBodySchema,
  loginResultSchema,
  newsletterListSchema,
  newsletterSubscriptionSchema,
  newsletterSubscriptionUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerBodySchema,
  resetAskBodySchema,
  resetBodySchema,
} from '#shared/contracts/account.ts';
import { meSchema } from '#shared/contracts/user.ts';
import type { AccountContext } from '../../modules/accounts/context.ts';
import { login } from '../../modules/accounts/login.ts';
import { listNewsletters, setSubscription, subscriptionOf } from '../../modules/accounts/newsletter.ts';
import { askPasswordReset, resetPassword } from '../../modules/accounts/password-reset.ts';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  exportAccount,
  updateProfile,
} from '../../modules/accounts/profile.ts';
import { register } from '../../modules/accounts/registration.ts';
import { revokeSession } from '../../modules/auth/sessions.ts';
import { type ApiContext, type CookieChange, defineRoute, ok } from '../define.ts';

const accountContext = (ctx: ApiContext): AccountContext => ({
  db: ctx.db,
  site: ctx.site,
  mailer: ctx.mailer,
  limits: ctx.limits,
  now: ctx.now(),
  address: ctx.address,
  log: ctx.log,
});

const clearSessionCookies: CookieChange[] = [
  { name: 'token', clear: true, httpOnly: true },
  { name: 'idSite', clear: true, httpOnly: false },
];

export const accountRoutes = [
  defineRoute({
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Opens a session: data.token and data.idSite, and the token and idSite cookies (SPEC §4).',
    body: loginBodySchema,
    response: loginResultSchema,
    handler: async (ctx, { body }) => {
      const session = await login(accountContext(ctx), body);
      return {
        data: { token: session.token, idSite: ctx.site.id },
        message: '',
        cookies: [
          { name: 'token', value: session.token, maxAgeS: SESSION_LIFETIME_S, httpOnly: true },
          { name: 'idSite', value: String(ctx.site.id), maxAgeS: SESSION_LIFETIME_S, httpOnly: false },
        ],
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    access: 'public',
    summary: 'Revokes the current session on the server and clears both cookies.',
    body: z.object({}).strict().optional(),
    response: z.null(),
    handler: async (ctx) => {
      if (ctx.session) await revokeSession(ctx.db, ctx.site.id, ctx.session.id, ctx.now());
      return { data: null, message: '', cookies: clearSessionCookies };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register',
    access: 'public',
    summary: 'Creates an account; the answer is the same whether the address is new or taken.',
    body: registerBodySchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await register(accountContext(ctx), body);
      return ok(null, 'If this address can be used, a message has been sent to it.');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/password/reset/ask',
    access: 'public',
    summary: 'Sends a reset link; the answer is the same whether the address exists or not.',
    body: resetAskBodySchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await askPasswordReset(accountContext(ctx), body.email);
      return ok(null, 'If an account uses this address, a reset link has been sent to it.');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/password/reset',
    access: 'public',
    summary: 'Sets a new password with a reset token; every session of the account is revoked.',
    body: resetBodySchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await resetPassword(accountContext(ctx), body.token, body.password);
      return ok(null, 'Your password has been changed.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/email/confirm',
    access: 'public',
    summary: 'Follows a verification or address-change link.',
    body: emailConfirmSchema,
    response: z.object({ email: z.string() }),
    handler: async (ctx, { body }) => ok(await confirmEmail(accountContext(ctx), body.token)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/user',
    access: 'user',
    summary: 'Updates the own profile; a new e-mail address takes effect once its link is followed.',
    body: profileUpdateSchema,
    response: z.object({ profile: meSchema, emailChangePending: z.boolean() }),
    handler: async (ctx, { body }) => ok(await updateProfile(accountContext(ctx), ctx.user!.id, body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/password',
    access: 'user',
    summary: 'Changes the password (the current one is required); other sessions are revoked.',
    body: passwordChangeSchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await changePassword(accountContext(ctx), ctx.user!.id, ctx.session!.id, body);
      return ok(null, 'Your password has been changed.');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/user',
    access: 'user',
    summary: 'Deletes the own account and its personal data (the current password is required).',
    body: accountDeleteSchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await deleteAccount(accountContext(ctx), ctx.user!.id, body.password);
      return { data: null, message: 'Your account has been deleted.', cookies: clearSessionCookies };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/user/export',
    access: 'user',
    summary: 'Everything stored about the own account, as JSON (RGPD access and portability).',
    response: z.record(z.string(), z.unknown()),
    handler: async (ctx) => ok(await exportAccount(accountContext(ctx), ctx.user!.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/newsletter/lists',
    access: 'user',
    summary: 'The newsletter lists of the site.',
    response: z.array(newsletterListSchema),
    handler: async (ctx) => ok(await listNewsletters(ctx.db, ctx.site.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/newsletter/subscription',
    access: 'user',
    summary: 'The lists the own account is subscribed to.',
    response: newsletterSubscriptionSchema,
    handler: async (ctx) => ok(await subscriptionOf(ctx.db, ctx.site.id, ctx.user!.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/newsletter/subscription',
    access: 'user',
    summary: 'Sets the lists the own account is subscribed to.',
    body: newsletterSubscriptionUpdateSchema,
    response: newsletterSubscriptionSchema,
    handler: async (ctx, { body }) =>
      ok(await setSubscription(ctx.db, ctx.site.id, ctx.user!.id, body.lists, ctx.now())),
  }),
];
