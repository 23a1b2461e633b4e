export { $menu, fetchMenuFx, type MenuNode, visibleMenu } from './model.ts';
export { menuLabel, PageLink } from './page-link.tsx';
