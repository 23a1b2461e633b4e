export { $menu, fetchMenuFx, visibleMenu } from './model.ts';
