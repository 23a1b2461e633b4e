import { describe, expect, it } from 'vitest';
import { hostProblem, isHostName } from './host-names.ts';

describe('a site’s host name', () => {
  it('accepts lower-case names of two labels or more', () => {
    for (const host of ['mairie-vallon.fr', 'www.vallon-sur-lys.fr', 'nouveau.localhost', 'x1.example.org'])
      expect(hostProblem(host), host).toBeNull();
    expect(isHostName(`${'a'.repeat(63)}.fr`)).toBe(true);
  });

  it('refuses a scheme, a port, a path, capitals, spaces and odd labels', () => {
    for (const host of [
      'https://vallon.fr',
      'vallon.fr:3000',
      'vallon.fr/accueil',
      'Vallon.fr',
      'vallon .fr',
      ' vallon.fr',
      'vallon.fr.',
      '.vallon.fr',
      'vallon..fr',
      '-vallon.fr',
      'vallon-.fr',
      'vallon_sur_lys.fr',
      'vallon-sur-lÿs.fr',
      'localhost',
      'vallon',
      '192.168.1.10',
      `${'a'.repeat(64)}.fr`,
      `${'a.'.repeat(127)}fr`,
    ])
      expect(hostProblem(host), host).toBe('invalid_host');
  });

  it('asks for a name when there is none', () => {
    expect(hostProblem('')).toBe('required');
  });
});
