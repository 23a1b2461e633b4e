export { DesktopMenu } from './desktop-menu.tsx';
export { loadMobileDrawer } from './drawer-loader.ts';
export { FullscreenMenu } from './fullscreen-menu.tsx';
export { MenuButton } from './menu-button.tsx';
