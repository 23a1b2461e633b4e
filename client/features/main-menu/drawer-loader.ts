/** The drawer of small screens, loaded the first time it opens (client/shared/lib/on-demand.tsx):
 * no module imports mobile-drawer.tsx statically, so that most visits never download it. */
export const loadMobileDrawer = () => import('./mobile-drawer.tsx').then((m) => m.MobileDrawer);
/** Starts loading the drawer when the visitor heads for a menu button (pointer over it, focus),
 * so that the click mostly finds it there; a failure is left to the click. */
export const preloadMobileDrawer = () => void loadMobileDrawer().catch(() => undefined);
