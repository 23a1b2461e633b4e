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
export { PopupModal } from './ui.tsx';
