import { describe, expect, it } from 'vitest';
import { closeRecord, isPopupHidden, popupMayOpen, popupStorageKey } from './rules.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);
const weekly = { id: 4, showOnEveryReload: false, hideDurationDays: 7 };

describe('popup hide rule', () => {
  it('stores the close time under popup-{id}, unless the popup shows on every reload', () => {
    expect(popupStorageKey(4)).toBe('popup-4');
    expect(closeRecord(weekly, NOW)).toEqual({ key: 'popup-4', value: String(NOW) });
    expect(closeRecord({ ...weekly, showOnEveryReload: true }, NOW)).toBeNull();
  });

  it('hides the popup within its hide duration after a close, and shows it again afterwards', () => {
    expect(isPopupHidden(weekly, null, NOW)).toBe(false);
    expect(isPopupHidden(weekly, String(NOW - 1), NOW)).toBe(true);
    expect(isPopupHidden(weekly, String(NOW - 7 * DAY + 1), NOW)).toBe(true);
    expect(isPopupHidden(weekly, String(NOW - 7 * DAY), NOW)).toBe(false);
    expect(isPopupHidden(weekly, String(NOW - 30 * DAY), NOW)).toBe(false);
  });

  it('never hides a popup shown on every reload, nor one without hide duration', () => {
    expect(isPopupHidden({ ...weekly, showOnEveryReload: true }, String(NOW - 1), NOW)).toBe(false);
    expect(isPopupHidden({ ...weekly, hideDurationDays: 0 }, String(NOW - 1), NOW)).toBe(false);
  });

  it('ignores a stored value that is no past time', () => {
    for (const stored of ['', 'abc', '-5', String(NOW + DAY), 'Infinity']) {
      expect(isPopupHidden(weekly, stored, NOW), stored).toBe(false);
    }
  });

  it('lets a click open a popup whatever its close time; a popup opening by itself follows the hide rule', () => {
    const recentlyClosed = { openedThisPageLife: [], storedClosedAt: String(NOW - 1), now: NOW };
    expect(popupMayOpen(weekly, 'button', recentlyClosed)).toBe(true);
    expect(popupMayOpen(weekly, 'load', recentlyClosed)).toBe(false);
    expect(popupMayOpen(weekly, 'load', { ...recentlyClosed, storedClosedAt: String(NOW - 8 * DAY) })).toBe(
      true,
    );
    const openedBefore = { openedThisPageLife: [4], storedClosedAt: null, now: NOW };
    expect(popupMayOpen(weekly, 'load', openedBefore)).toBe(false);
    expect(popupMayOpen(weekly, 'button', openedBefore)).toBe(true);
  });
});
