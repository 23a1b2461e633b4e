// SPEC §8's last resort: the page shown when even the error page could not be shown (the
// renderer failed, or could not be loaded). Plain French HTML built from nothing but its
// arguments: no catalog, no layout, no script, no stylesheet, so that nothing it needs can fail.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

export interface LastResort {
  status: number;
  /** Shown under the heading: what happened, in the visitor's words (never an error's text). */
  details?: string;
  /** Quoted to the site's operator to find the request in the logs. */
  requestId?: string;
  /** Where « Revenir à l’accueil » leads; the site's root by default. */
  home?: string;
}

/** Seconds a client is asked to wait (Retry-After) while the database or the API is away. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export const LAST_RESORT_HEADING = 'Une erreur est survenue lors de l’affichage de la page d’erreur';
export const UNAVAILABLE_DETAILS =
  'Le service est momentanément indisponible. Réessayez dans quelques instants.';

export function lastResortHtml({ status, details, requestId, home = '/' }: LastResort): string {
  const text =
    details ??
    (status === 503 ? UNAVAILABLE_DETAILS : `La page n’a pas pu être affichée (erreur ${status}).`);
  const reference = requestId ? `<p><small>Référence : ${escapeText(requestId)}</small></p>` : '';
  return (
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Erreur ${status}</title></head>` +
    `<body><main class="error-page"><p class="error-status">${status}</p>` +
    `<h1>${LAST_RESORT_HEADING}</h1><p>${escapeText(text)}</p>${reference}` +
    `<a class="button" href="${escapeText(home)}">Revenir à l’accueil</a></main></body></html>`
  );
}
