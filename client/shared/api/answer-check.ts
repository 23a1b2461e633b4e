// In development and tests, every successful API answer is checked against its route's contract
// (shared/contracts/routes): a mismatch is reported on the console, which fails the tests. Loaded
// only through a dynamic import guarded by the mode, so production bundles never hold the
// contracts.
import type { AnyRouteContract } from '#shared/contracts/routes/contract.ts';
import { routeContracts } from '#shared/contracts/routes/index.ts';
import type { ApiRequest, ApiResponse } from './request.ts';

interface Pattern {
  contract: AnyRouteContract;
  match: RegExp;
  /** Segments written out: `/element/:route/tags` beats `/element/:route/:id` for `…/tags`. */
  fixed: number;
}

const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const patterns: Pattern[] = routeContracts
  .filter((contract) => !contract.raw)
  .map((contract) => {
    const segments = contract.path.split('/').slice(1);
    const source = segments
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.startsWith('*') ? '.+' : literal(s)))
      .join('/');
    return {
      contract,
      match: new RegExp(`^/${source}$`),
      fixed: segments.filter((s) => !/^[:*]/.test(s)).length,
    };
  });

/** The contract of the route that answers METHOD path, as the API's router would choose it. */
export function contractFor(method: string, path: string): AnyRouteContract | null {
  const bare = path.split('?')[0] ?? path;
  let best: Pattern | null = null;
  for (const pattern of patterns) {
    if (pattern.contract.method !== method || !pattern.match.test(bare)) continue;
    if (!best || pattern.fixed > best.fixed) best = pattern;
  }
  return best?.contract ?? null;
}

export function checkAnswer(request: ApiRequest, response: ApiResponse): void {
  if (!response.body?.success) return;
  const method = request.method ?? 'GET';
  const contract = contractFor(method, request.path);
  if (!contract) {
    console.error(`API answer without a route contract: ${method} ${request.path}`);
    return;
  }
  const result = contract.response.safeParse(response.body.data);
  if (!result.success) {
    console.error(
      `API answer off its contract: ${method} ${contract.path} (${request.path})`,
      result.error.issues,
    );
  }
}
