import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from './backoff.ts';

describe('reconnectDelay', () => {
  it('doubles from the first wait up to the cap', () => {
    const whole = () => 1;
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, whole))).toEqual([
      RECONNECT_FIRST_MS,
      RECONNECT_FIRST_MS * 2,
      RECONNECT_FIRST_MS * 4,
      RECONNECT_FIRST_MS * 8,
    ]);
    expect(reconnectDelay(50, whole)).toBe(RECONNECT_MAX_MS);
  });

  it('is jittered between half the wait and the whole of it', () => {
    expect(reconnectDelay(3, () => 0)).toBe(RECONNECT_FIRST_MS * 4);
    for (let i = 0; i < 100; i++) {
      const delay = reconnectDelay(20);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_MAX_MS / 2);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    }
  });
});
