import { formsContracts } from '#shared/contracts/routes/forms.ts';
import { getForm, submitForm } from '../../modules/forms/submissions.ts';
import { bindRoute, ok } from '../define.ts';

export const formsRoutes = [
  bindRoute(formsContracts.detail, async (ctx, { params }) => ok(await getForm(ctx, params.id))),
  bindRoute(formsContracts.submit, async (ctx, { params, body }) =>
    ok(await submitForm(ctx, params.id, body)),
  ),
];
