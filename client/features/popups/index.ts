export { $activePopup, $openedPopups, $popupQueue, popupClosed, popupOpened } from './model.ts';
export { closeRecord, isPopupHidden, popupStorageKey } from './rules.ts';
export { PopupModal } from './ui.tsx';
