export {
  $activePopup,
  $openedPopups,
  $popupQueue,
  $popupsHeld,
  popupClosed,
  popupOpened,
  popupsHeldSet,
} from './model.ts';
export { closeRecord, isPopupHidden, type PopupTrigger, popupMayOpen, popupStorageKey } from './rules.ts';

/** The popup's dialog, loaded the first time a popup is due (client/shared/lib/on-demand.tsx):
 * no module imports ui.tsx statically, so that its code stays out of the pages without one. */
export const loadPopupModal = () => import('./ui.tsx').then((m) => m.PopupModal);
