import { userContracts } from '#shared/contracts/routes/user.ts';
import { msg } from '#shared/lib/messages.ts';
import { listNewsletters, ownSubscription, setOwnSubscription } from '../../modules/accounts/newsletter.ts';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  exportAccount,
  updateProfile,
} from '../../modules/accounts/profile.ts';
import { getOwnProfile } from '../../modules/users/profile.ts';
import { bindRoute, ok } from '../define.ts';
import { clearSessionCookies } from '../session-cookies.ts';

export const userRoutes = [
  bindRoute(userContracts.profile, async (ctx) => ok(await getOwnProfile(ctx))),
  bindRoute(userContracts.update, async (ctx, { body }) => ok(await updateProfile(ctx, body))),
  bindRoute(userContracts.confirmEmail, async (ctx, { body }) => ok(await confirmEmail(ctx, body.token))),
  bindRoute(userContracts.password, async (ctx, { body }) => {
    await changePassword(ctx, body);
    return ok(null, msg({ id: 'api.password.changed', message: 'Your password has been changed.' }));
  }),
  bindRoute(userContracts.remove, async (ctx, { body }) => {
    await deleteAccount(ctx, body.password);
    return {
      ...ok(null, msg({ id: 'api.account.deleted', message: 'Your account has been deleted.' })),
      cookies: clearSessionCookies,
    };
  }),
  bindRoute(userContracts.export, async (ctx) => ok(await exportAccount(ctx))),
  bindRoute(userContracts.newsletterLists, async (ctx) => ok(await listNewsletters(ctx))),
  bindRoute(userContracts.subscription, async (ctx) => ok(await ownSubscription(ctx))),
  bindRoute(userContracts.setSubscription, async (ctx, { body }) =>
    ok(await setOwnSubscription(ctx, body.lists)),
  ),
];
