import { describe, expect, it } from 'vitest';
import {
  elementListTag,
  elementTag,
  formatCacheTags,
  newsTag,
  parseCacheTags,
  siteTag,
} from './cache-tags.ts';

describe('cache tags', () => {
  it('name entities, lists and the site', () => {
    expect(elementTag(12)).toBe('element:12');
    expect(elementListTag('agenda')).toBe('list:element:agenda');
    expect(newsTag(4)).toBe('news:4');
    expect(siteTag(1)).toBe('site:1');
  });

  it('travel as one header value, once each, and come back the same', () => {
    const value = formatCacheTags(['element:12', 'list:element:agenda', 'element:12']);
    expect(value).toBe('element:12 list:element:agenda');
    expect(parseCacheTags(value)).toEqual(['element:12', 'list:element:agenda']);
    expect(parseCacheTags('element:1,  news:2')).toEqual(['element:1', 'news:2']);
  });

  it('leave out what is not a tag', () => {
    expect(formatCacheTags(['ok:1', 'with space', 'é:1', '', 'x'.repeat(101)])).toBe('ok:1');
    expect(parseCacheTags('ok:1 <script> a"b')).toEqual(['ok:1']);
    expect(parseCacheTags(null)).toEqual([]);
  });
});
