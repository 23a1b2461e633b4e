// Which scripts and stylesheets a page needs: from Vite's manifest in production, from the
// dev server otherwise. The render names the page modules of the matched routes (their keys in
// the manifest, written into each route by the build): their chunks are preloaded and their
// stylesheets linked, so a lazy page arrives styled.
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
        ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
        `<link rel="modulepreload" href="/${entry.file}" nonce="${nonce}">`,
        ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}">`),
      ].join('');
    },
    entry: (nonce) => `<script type="module" src="/${entry.file}" nonce="${nonce}"></script>`,
  };
}

/** Vite dev server: its client, the React Refresh preamble, and the source entry. */
export const devAssets: RenderAssets = {
  head: (_modules, nonce) =>
    `<script type="module" nonce="${nonce}">import { injectIntoGlobalHook } from "/@react-refresh";injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};window.$RefreshSig$ = () => (type) => type;</script>` +
    `<script type="module" src="/@vite/client" nonce="${nonce}"></script>`,
  entry: (nonce) => `<script type="module" src="/${CLIENT_ENTRY}" nonce="${nonce}"></script>`,
};
