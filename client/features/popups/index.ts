export { $popupsHeld, $popupsWanted, popupsHeldSet } from './requests.ts';

/** The popup's dialog, loaded the first time a popup is asked for (client/shared/lib/on-demand.tsx),
 * with the popups' model: no module of the first load imports ui.tsx or model.ts statically, so
 * that their code stays out of the pages without a popup. */
export const loadPopupModal = () => import('./ui.tsx').then((m) => m.PopupModal);
