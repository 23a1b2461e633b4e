// Which scripts and stylesheets a page needs: from Vite's manifest in production, from the
// dev server otherwise. The render names the page modules of the matched routes (their keys in
// the manifest, written into each route by the build): their chunks are loaded with the entry and
// their stylesheets linked, so a lazy page arrives styled.
//
// Paint before JavaScript (README "Lighthouse", docs/architecture.md): every page works without
// JavaScript (real links, forms that post), so the document asks for none of the app's scripts
// until it has painted. The head lists them as inert JSON and a small inline script adds the
// module preloads and the entry together (no waterfall) once the first frame is on screen and the
// page's high-priority image (the banner) has arrived, or soon after at the latest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderAssets } from '../../client/entry-server.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const CLIENT_ENTRY = 'client/entry-client.tsx';
const WHOLE_CSS = 'style.css';
/** The inert JSON list of the scripts a page starts with: the entry first, then every chunk it
 * needs at once (the first-load test reads it). */
export const SCRIPTS_ELEMENT_ID = '__PARVIS_SCRIPTS__';
/** How long after the document is parsed the scripts wait at most for the banner image (ms). */
export const IMAGE_WAIT_MS = 3000;

/**
 * Starts the app after the first paint: it reads the list, waits for the document to be parsed
 * (the entry reads the serialized state at the end of the body), for the first frame and, when
 * the page has an image fetched at high priority (the banner, its largest paint), for that image
 * — at most IMAGE_WAIT_MS — then adds one module preload per chunk (as one piece of HTML: a
 * third of the time of as many appendChild) and the entry. A hidden
 * document (a background tab, a prerender) has no paint to wait for. The created elements carry
 * the script's own nonce (personal pages, 'strict-dynamic'); a shared document has none (and its
 * elements no nonce attribute): its CSP allows them by 'self' and this script by its hash
 * (server/ssr/csp.ts, ADR 008).
 * Plain ES5, the same text on every page: one hash.
 */
export const BOOTSTRAP = `(function(d){var n=d.currentScript.nonce,a=n?' nonce="'+n+'"':"",l=JSON.parse(d.getElementById("${SCRIPTS_ELEMENT_ID}").textContent),s=0;function g(){if(s)return;s=1;var h="";for(var i=1;i<l.length;i++)h+='<link rel="modulepreload" href="'+l[i]+'"'+a+">";d.head.insertAdjacentHTML("beforeend",h);var e=d.createElement("script");e.type="module";e.src=l[0];if(n)e.nonce=n;d.head.appendChild(e)}function f(){requestAnimationFrame(function(){setTimeout(g,0)})}function r(){if(d.visibilityState==="hidden")return g();var m=d.querySelector('img[fetchpriority="high"]');if(!m||m.complete)return f();m.addEventListener("load",f);m.addEventListener("error",f);setTimeout(f,${IMAGE_WAIT_MS})}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",r):r()})(document)`;

/** JSON in a script element: nothing in it may close the element. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function manifestAssets(clientDir: string): RenderAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}; run npm run build.`);

  // a chunk's imports first: the stylesheets of what a page builds on come before its own, as
  // in the cascade the browser would get by loading the chunks itself
  const collect = (key: string, scripts: Set<string>, styles: Set<string>, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, scripts, styles, seen);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  const entryScripts = new Set<string>();
  // the entry's own stylesheet holds the global styles: it leads
  const entryStyles = new Set<string>((entry.css ?? []).map((css) => `/${css}`));
  // a build that does not split its CSS (vite.config.ts) writes the one stylesheet of every
  // page under this key, attached to no chunk
  const whole = manifest[WHOLE_CSS]?.file;
  if (whole) entryStyles.add(`/${whole}`);
  collect(CLIENT_ENTRY, entryScripts, entryStyles);
  entryScripts.delete(`/${entry.file}`);

  return {
    head(pageModules, nonce) {
      const scripts = new Set(entryScripts);
      const styles = new Set(entryStyles);
      for (const module of pageModules) collect(module, scripts, styles);
      scripts.delete(`/${entry.file}`);
      return [
        // before the stylesheets: an inline script after a stylesheet would wait for it
        `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${inertJson([`/${entry.file}`, ...scripts])}</script>`,
        `<script nonce="${nonce}">${BOOTSTRAP}</script>`,
        ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
      ].join('');
    },
    // the bootstrap in the head starts the entry
    entry: () => '',
  };
}

/** Vite dev server: its client, the React Refresh preamble, and the source entry, at once. */
export const devAssets: RenderAssets = {
  head: (_modules, nonce) =>
    `<script type="module" nonce="${nonce}">import { injectIntoGlobalHook } from "/@react-refresh";injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};window.$RefreshSig$ = () => (type) => type;</script>` +
    `<script type="module" src="/@vite/client" nonce="${nonce}"></script>`,
  entry: (nonce) => `<script type="module" src="/${CLIENT_ENTRY}" nonce="${nonce}"></script>`,
};
