// What the admin panel's API tests share: the town hall's and the wine estate's administrators,
// an operator and a visitor, a caller that sends their session the way the panel does, and the
// field errors of a refusal (the envelope's `data`).
import type { Database } from '../../server/db/client.ts';
import type { TestApp } from './app.ts';
import { TOWN_HOST } from './fixtures.ts';
import { operatorToken } from './operators.ts';
import { tokenFor, visitorToken } from './sessions.ts';

export interface AdminTokens {
  admin: string;
  wineAdmin: string;
  operator: string;
  visitor: string;
}

export async function adminTokens(database: Database): Promise<AdminTokens> {
  return {
    admin: await tokenFor(database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test'),
    wineAdmin: await tokenFor(database, 'domaine-du-vallon', 'admin@domaine-du-vallon.test'),
    operator: await operatorToken(database, 'vallon-sur-lys'),
    visitor: await visitorToken(database, 'vallon-sur-lys', 'paul@example.org'),
  };
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** `call(method, path, token, host)`: an API call of the panel, as `defaultToken()` by default. */
export const adminCaller =
  (app: () => TestApp, defaultToken: () => string) =>
  (method: Method, path: string, token: string | null = defaultToken(), host = TOWN_HOST) => {
    const req = app().http[method](`/api${path}`).set('Host', host).set('Sec-Fetch-Site', 'same-origin');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

/** The field errors of a refused call. */
export const fieldsOf = (res: { body: unknown }) =>
  (res.body as { data: { path: string; message: string }[] | null }).data ?? [];
