import { describe, expect, it } from 'vitest';
import { isGoToTopVisible, scrollToTopBehavior } from './model.ts';

describe('go-to-top', () => {
  it('shows once the page is scrolled more than 20 px', () => {
    expect(isGoToTopVisible(0)).toBe(false);
    expect(isGoToTopVisible(20)).toBe(false);
    expect(isGoToTopVisible(20.5)).toBe(true);
    expect(isGoToTopVisible(800)).toBe(true);
  });

  it('scrolls smoothly by default and with SMOOTH, jumps with DIRECT', () => {
    expect(scrollToTopBehavior(null, false)).toBe('smooth');
    expect(scrollToTopBehavior('SMOOTH', false)).toBe('smooth');
    expect(scrollToTopBehavior('whatever', false)).toBe('smooth');
    expect(scrollToTopBehavior('DIRECT', false)).toBe('instant');
    expect(scrollToTopBehavior(' direct ', false)).toBe('instant');
  });

  it('always jumps for a visitor who prefers reduced motion', () => {
    expect(scrollToTopBehavior('SMOOTH', true)).toBe('instant');
    expect(scrollToTopBehavior(null, true)).toBe('instant');
  });
});
