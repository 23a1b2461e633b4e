import { passwordContracts } from '#shared/contracts/routes/password.ts';
import { msg } from '#shared/lib/messages.ts';
import { askPasswordReset, resetPassword } from '../../modules/accounts/password-reset.ts';
import { bindRoute, ok } from '../define.ts';

export const passwordRoutes = [
  bindRoute(passwordContracts.askReset, async (ctx, { body }) => {
    await askPasswordReset(ctx, body.email);
    return ok(
      null,
      msg({
        id: 'api.password.linkSent',
        message: 'If an account uses this address, a reset link has been sent to it.',
      }),
    );
  }),
  bindRoute(passwordContracts.reset, async (ctx, { body }) => {
    await resetPassword(ctx, body.token, body.password);
    return ok(null, msg({ id: 'api.password.changed', message: 'Your password has been changed.' }));
  }),
];
