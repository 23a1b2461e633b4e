export { pageEntered, visitSource, withoutQuery } from './model.ts';
