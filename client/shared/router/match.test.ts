import { describe, expect, it } from 'vitest';
import { compileRoutes, joinBasename, stripBasename } from './match.ts';

const route = (id: string, path: string) => ({ id, path });
const ROUTES = [
  route('home', '/'),
  route('legal', '/legal-notice'),
  route('reset', '/password/reset/:token?'),
  route('element', '/element/:slug?/:name?/:id'),
  route('blog', '/blog'),
  route('blogArticle', '/blog/:id/:slug?'),
  route('blogFolder', '/blog/dossier/:id/:slug?'),
  route('cmsPage', '/*'),
];
const matcher = compileRoutes(ROUTES);
const matched = (path: string) => {
  const match = matcher.match(path);
  return match && { id: match.route.id, params: match.params };
};

describe('compileRoutes', () => {
  it('matches the index, static paths and the catch-all by rank, not by order', () => {
    expect(matched('/')).toEqual({ id: 'home', params: {} });
    expect(matched('/legal-notice')).toEqual({ id: 'legal', params: {} });
    expect(matched('/blog')).toEqual({ id: 'blog', params: {} });
    expect(matched('/vivre/ecoles')).toEqual({ id: 'cmsPage', params: { '*': 'vivre/ecoles' } });
  });

  it('prefers a static segment to a param: /blog/dossier/1 is a folder, /blog/1 an article', () => {
    expect(matched('/blog/dossier/1/le-journal')).toEqual({
      id: 'blogFolder',
      params: { id: '1', slug: 'le-journal' },
    });
    expect(matched('/blog/12/un-article')).toEqual({
      id: 'blogArticle',
      params: { id: '12', slug: 'un-article' },
    });
    expect(matched('/blog/12')).toEqual({ id: 'blogArticle', params: { id: '12' } });
  });

  it('expands optional segments: each may be left out, the earlier ones kept first', () => {
    expect(matched('/password/reset')).toEqual({ id: 'reset', params: {} });
    expect(matched('/password/reset/abc')).toEqual({ id: 'reset', params: { token: 'abc' } });
    expect(matched('/element/7')).toEqual({ id: 'element', params: { id: '7' } });
    expect(matched('/element/fete/7')).toEqual({ id: 'element', params: { slug: 'fete', id: '7' } });
    expect(matched('/element/fete/ete/7')).toEqual({
      id: 'element',
      params: { slug: 'fete', name: 'ete', id: '7' },
    });
    // more segments than the pattern has: another route (here the catch-all)
    expect(matched('/element/a/b/c/7')?.id).toBe('cmsPage');
  });

  it('ignores case and trailing slashes, and decodes params', () => {
    expect(matched('/LEGAL-NOTICE/')?.id).toBe('legal');
    expect(matched('/blog/12/f%C3%AAte')?.params).toEqual({ id: '12', slug: 'fête' });
    expect(matched('/vie%20locale/%C3%A9coles')?.params).toEqual({ '*': 'vie locale/écoles' });
    // a malformed escape is kept as it came
    expect(matched('/blog/12/%E0%A4%A')?.params).toEqual({ id: '12', slug: '%E0%A4%A' });
  });

  it('answers null when nothing matches', () => {
    expect(compileRoutes([route('a', '/a')]).match('/b')).toBeNull();
    expect(compileRoutes([route('a', '/a')]).match('/')).toBeNull();
  });
});

describe('basename', () => {
  it('strips the locale prefix, ignoring case, and refuses a path outside it', () => {
    expect(stripBasename('/en/blog', '/en')).toBe('/blog');
    expect(stripBasename('/EN', '/en')).toBe('/');
    expect(stripBasename('/en/', '/en')).toBe('/');
    expect(stripBasename('/english', '/en')).toBeNull();
    expect(stripBasename('/blog', '/')).toBe('/blog');
  });

  it('writes the prefix before an app path', () => {
    expect(joinBasename('/', '/blog')).toBe('/blog');
    expect(joinBasename('/en', '/')).toBe('/en');
    expect(joinBasename('/en', '/blog?page=2')).toBe('/en/blog?page=2');
    expect(joinBasename('/en', '/?page=2')).toBe('/en?page=2');
    expect(joinBasename('/en', '/#top')).toBe('/en#top');
  });
});
