export { DesktopMenu } from './desktop-menu.tsx';
export { MobileDrawer } from './mobile-drawer.tsx';
