import { authContracts } from '#shared/contracts/routes/auth.ts';
import { msg } from '#shared/lib/messages.ts';
import { login, logout, sessionState } from '../../modules/accounts/login.ts';
import { register } from '../../modules/accounts/registration.ts';
import { bindRoute, ok } from '../define.ts';
import { clearSessionCookies, sessionCookies } from '../session-cookies.ts';

export const authRoutes = [
  bindRoute(authContracts.login, async (ctx, { body }) => {
    const { token } = await login(ctx, body);
    return { ...ok({ token, idSite: ctx.site.id }), cookies: sessionCookies(token, ctx.site.id) };
  }),
  bindRoute(authContracts.logout, async (ctx) => {
    await logout(ctx);
    return { ...ok(null), cookies: clearSessionCookies };
  }),
  bindRoute(authContracts.logged, async (ctx) => ok(sessionState(ctx))),
  bindRoute(authContracts.register, async (ctx, { body }) => {
    await register(ctx, body);
    return ok(
      null,
      msg({
        id: 'api.auth.mailSent',
        message: 'If this address can be used, a message has been sent to it.',
      }),
    );
  }),
];
