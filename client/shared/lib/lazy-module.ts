// Code that loads on demand and that the server preloads when a page needs it (a page's route
// module, the view of a block type). Written `lazyModule` of an arrow that imports the file,
// the import inside the call: the build (vite.config.ts, `pageModules`) resolves it and adds
// the module from the project root as the second argument, its key in the build manifest, so
// that a renamed file keeps being preloaded (server/ssr/assets.ts).
export interface LazyModule<T> {
  load: () => Promise<T>;
  /** The module from the project root, which is its key in the build manifest. */
  module: string | undefined;
}

export function lazyModule<T>(load: () => Promise<T>, module?: string): LazyModule<T> {
  return { load, module };
}
