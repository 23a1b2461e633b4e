import { describe, expect, it } from 'vitest';
import { answerStatus, parseRouteId } from './route-params.ts';

describe('route params', () => {
  it('accepts only positive ids of the integer range', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-1', '1.5', '2147483648', '12abc', ' 1', '1e3', '99999999999'])
      expect(parseRouteId(raw)).toBeNull();
  });

  it('maps answers to 200, 404 or 500', () => {
    expect(answerStatus({ status: 200, body: { success: true, data: null, message: '' } })).toBe(200);
    expect(answerStatus({ status: 404, body: { success: false, data: null, message: '' } })).toBe(404);
    expect(answerStatus({ status: 400, body: { success: false, data: null, message: '' } })).toBe(404);
    expect(answerStatus({ status: 503, body: { success: false, data: null, message: '' } })).toBe(500);
  });
});
