export { $service, $serviceStatus, canonicalServicePath, servicePageOpened } from './model.ts';
export const loadServiceDetailView = () => import('./ui.tsx');
