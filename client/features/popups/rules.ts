// SPEC §2/§4 popup rules: a popup closed without "show on every reload" records its close time
// in local storage under `popup-{popupId}`; within its hide duration it does not open again by
// itself. The hide duration and the once-per-page-life rule govern popups that open by
// themselves, never a visitor's explicit click on a popup's button.
import type { Popup } from '#shared/contracts/town.ts';

const DAY_MS = 86_400_000;

export const popupStorageKey = (popupId: number): string => `popup-${popupId}`;

/** True when a stored close time still hides the popup at `now` (ms since the epoch). */
export function isPopupHidden(
  popup: Pick<Popup, 'showOnEveryReload' | 'hideDurationDays'>,
  storedClosedAt: string | null,
  now: number,
): boolean {
  if (popup.showOnEveryReload || storedClosedAt === null) return false;
  const closedAt = Number(storedClosedAt);
  if (!Number.isFinite(closedAt) || closedAt <= 0 || closedAt > now) return false;
  return now - closedAt < Math.max(0, popup.hideDurationDays) * DAY_MS;
}

/** What to store when the visitor closes the popup: nothing when it shows on every reload. */
export function closeRecord(
  popup: Pick<Popup, 'id' | 'showOnEveryReload'>,
  now: number,
): { key: string; value: string } | null {
  return popup.showOnEveryReload ? null : { key: popupStorageKey(popup.id), value: String(now) };
}

/** How a popup was asked for: by the page as it is shown, or by the visitor's click. */
export type PopupTrigger = 'load' | 'button';

/** Whether a loaded popup opens: a click always opens it; a popup opening by itself opens once
 * per page life and not within its hide duration after a close. */
export function popupMayOpen(
  popup: Pick<Popup, 'id' | 'showOnEveryReload' | 'hideDurationDays'>,
  trigger: PopupTrigger,
  state: { openedThisPageLife: readonly number[]; storedClosedAt: string | null; now: number },
): boolean {
  if (trigger === 'button') return true;
  return (
    !state.openedThisPageLife.includes(popup.id) && !isPopupHidden(popup, state.storedClosedAt, state.now)
  );
}
