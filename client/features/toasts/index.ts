export { $toasts, type Toast, toastDismissed } from './model.ts';
export { Toasts } from './ui.tsx';
