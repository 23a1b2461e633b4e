export { $online, browserWentOffline, browserWentOnline, networkStatusRead } from './model.ts';
export { OfflineNotice } from './ui.tsx';
