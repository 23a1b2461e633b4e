// The route table of one locale, compiled once (ADR 009): every path pattern (`/`, `/blog`,
// `/blog/:id/:slug?`, `/*`) becomes the ranked list of the paths it stands for, and a URL's path
// finds its route and params in one pass over that list. Matching ignores case, as links typed by
// people and old URLs differ in case; params are decoded.

export type Params = Record<string, string | undefined>;

export interface Match<R> {
  route: R;
  params: Params;
}

interface Branch<R> {
  route: R;
  segments: string[];
  score: number;
  order: number;
}

export interface Matcher<R> {
  match(pathname: string): Match<R> | null;
}

/** `/a/:b?/:c?` stands for `/a/:b/:c`, `/a/:b`, `/a/:c` and `/a`, in that order (react-router's
 * expansion: an earlier optional segment is kept first). */
function expandOptional(segments: readonly string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const optional = first.endsWith('?');
  const required = optional ? first.slice(0, -1) : first;
  const tails = expandOptional(rest);
  const expanded = tails.map((tail) => [required, ...tail]);
  return optional ? [...expanded, ...tails] : expanded;
}

/** react-router's ranking: a static segment weighs most, then a param; a catch-all lowers it. */
function scoreOf(segments: string[]): number {
  if (segments.length === 0) return 2; // the index
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

const splitPath = (path: string): string[] => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function compileRoutes<R extends { path: string }>(routes: readonly R[]): Matcher<R> {
  const branches: Branch<R>[] = [];
  routes.forEach((route, order) => {
    for (const segments of expandOptional(splitPath(route.path)))
      branches.push({ route, segments, score: scoreOf(segments), order });
  });
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return {
    match(pathname) {
      const parts = splitPath(pathname);
      for (const branch of branches) {
        const params = matchBranch(branch.segments, parts);
        if (params) return { route: branch.route, params };
      }
      return null;
    },
  };
}

function matchBranch(segments: string[], parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (decode(part).toLowerCase() !== segment.toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The path under a basename (`/en/blog` under `/en` → `/blog`), or null when it is not under it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase().replace(/\/$/, '');
  if (lower === base) return '/';
  if (!lower.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length);
}

/** A browser path's app path under the basename and its route: `path` null outside the
 * basename (another locale), `match` null there or without a route. */
export function matchUnder<R>(
  matcher: Matcher<R>,
  pathname: string,
  basename: string,
): { path: string | null; match: Match<R> | null } {
  const path = stripBasename(pathname, basename);
  return { path, match: path === null ? null : matcher.match(path) };
}

/** An app path (`/blog?page=2`) as the browser's href under the basename (`/en/blog?page=2`). */
export function joinBasename(basename: string, to: string): string {
  const base = basename === '/' ? '' : basename.replace(/\/$/, '');
  if (!base) return to;
  if (to === '/') return base;
  if (to.startsWith('/?') || to.startsWith('/#')) return base + to.slice(1);
  return base + to;
}
