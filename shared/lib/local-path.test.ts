import { describe, expect, it } from 'vitest';
import { localPath, localPathOr } from './local-path.ts';

describe('localPath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(localPath('/')).toBe('/');
    expect(localPath('/agenda?page=2#top')).toBe('/agenda?page=2#top');
    expect(localPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses every spelling that a browser reads as another host or a scheme', () => {
    for (const bad of [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      `/${'a'.repeat(3000)}`,
      null,
      42,
    ]) {
      expect(localPath(bad), String(bad)).toBeNull();
    }
  });

  it('falls back to the home page or the given path', () => {
    expect(localPathOr('//evil.example')).toBe('/');
    expect(localPathOr('https://evil.example', '/mon-compte')).toBe('/mon-compte');
  });
});
