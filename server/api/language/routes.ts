import { languageContracts } from '#shared/contracts/routes/language.ts';
import { activeLanguages } from '../../modules/sites/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const languageRoutes = [bindRoute(languageContracts.list, async (ctx) => ok(activeLanguages(ctx)))];
