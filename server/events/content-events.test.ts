import { describe, expect, it } from 'vitest';
import { changePayload, parseChangePayload } from './content-events.ts';

describe('the NOTIFY payload of a content change', () => {
  it('carries the site and the tags, and reads back the same', () => {
    expect(changePayload(3, ['element:12', 'list:element:agenda'])).toBe('3 element:12 list:element:agenda');
    expect(parseChangePayload('3 element:12 list:element:agenda')).toEqual({
      siteId: 3,
      tags: ['element:12', 'list:element:agenda'],
    });
    expect(changePayload(3, null)).toBe('3');
    expect(parseChangePayload('3')).toEqual({ siteId: 3, tags: null });
  });

  it('widens to the whole site what it cannot carry: too many tags, or none that is valid', () => {
    const many = Array.from({ length: 600 }, (_, i) => `element:${i}`);
    expect(changePayload(3, many)).toBe('3');
    expect(changePayload(3, ['no spaces allowed', 'é'])).toBe('3');
    // a payload of an older process (the site id alone) is a change of the whole site
    expect(parseChangePayload(' 7 ')).toEqual({ siteId: 7, tags: null });
  });

  it('refuses what is not a change', () => {
    expect(parseChangePayload('')).toBeNull();
    expect(parseChangePayload('x element:1')).toBeNull();
    expect(parseChangePayload('-1')).toBeNull();
  });
});
