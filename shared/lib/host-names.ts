// The host names a site answers on (ADR 019): written once, read by the site's contract, the
// operators' form in the panel and the writers of the seed and the CLI. A host is compared as
// it is stored: lower case, no port, no trailing dot (server/modules/sites/queries.ts,
// `normalizeHost`), so a name typed otherwise is refused rather than quietly made another.

/** RFC 1035: 253 characters in all, 63 a label. */
export const HOST_MAX = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The field code of a host name that cannot be a site's, or null when it can: lower-case
 * labels of letters, digits and inner hyphens, at least two of them, the last not all digits
 * (an IP address is not a site's name). A scheme, a port, a path or a space are refused. */
export function hostProblem(host: string): 'required' | 'invalid_host' | null {
  if (host === '') return 'required';
  if (host.length > HOST_MAX) return 'invalid_host';
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'invalid_host';
  if (/^\d+$/.test(labels.at(-1)!)) return 'invalid_host';
  return null;
}

export const isHostName = (host: string): boolean => hostProblem(host) === null;
