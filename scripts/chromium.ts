// Debian's Chromium, the one browser of the browser tests and of `npm run lighthouse`: never a
// downloaded one. Flags for a headless run in a container, with no call home.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
