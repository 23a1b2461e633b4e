export { DesktopMenu } from './desktop-menu.tsx';
export { FullscreenMenu } from './fullscreen-menu.tsx';
export { MobileDrawer } from './mobile-drawer.tsx';
