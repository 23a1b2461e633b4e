// Events that any slice may raise and the layout answers (SPEC §2 UI pieces): the fullscreen
// slider, modal popups and toast notifications. The components live in the app layer.
import type { MessageDescriptor } from '@lingui/core';
import { createEvent } from 'effector';

export interface SliderMedia {
  url: string;
  alt: string;
  /** Videos (SPEC §5 extensions mp4, m4v, mov, avi, wmv, flv) play in a player with controls. */
  kind?: 'image' | 'video';
}

/** SPEC §2: the slider opens on an event carrying images and a start index. */
export const sliderOpened = createEvent<{ media: SliderMedia[]; index: number }>();

/** A popup of the site to show (by id); the layout loads it from GET /popup/{id}. `trigger`:
 * 'load' when the page opens it by itself, 'button' for a visitor's click (SPEC §2 modal popup). */
export const popupRequested = createEvent<{ popupId: number; trigger: 'load' | 'button' }>();

export type ToastKind = 'success' | 'error' | 'info';
/** A translated text, or a message the toast translates (for models, which have no i18n). */
export type ToastContent =
  | { kind: ToastKind; text: string }
  | { kind: ToastKind; message: MessageDescriptor };
/** SPEC §2: toasts top right, 3000 ms. */
export const toastShown = createEvent<ToastContent>();
