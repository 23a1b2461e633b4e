import { formsContracts } from '#shared/contracts/routes/forms.ts';
import { getForm, openSubmission, submitForm } from '../../modules/forms/submissions.ts';
import { bindRoute, ok } from '../define.ts';

export const formsRoutes = [
  bindRoute(formsContracts.detail, async (ctx, { params }) => ok(await getForm(ctx, params.id))),
  bindRoute(
    formsContracts.submit,
    async (ctx, { params, body }) => ok(await submitForm(ctx, params.id, body)),
    // the form and the rate limit before a byte of the body is read; the form's own bounds
    { beforeBody: (ctx, { params }) => openSubmission(ctx, params.id) },
  ),
];
