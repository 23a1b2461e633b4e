import { describe, expect, it } from 'vitest';
import { mapTiles } from './map-tiles.ts';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('mapTiles', () => {
  it('reads a template with its origin and credit', () => {
    expect(
      mapTiles({ MAP_TILES_URL: OSM, MAP_TILES_ATTRIBUTION: '© les contributeurs d’OpenStreetMap' }),
    ).toEqual({
      url: OSM,
      origin: 'https://tile.openstreetmap.org',
      attribution: '© les contributeurs d’OpenStreetMap',
    });
  });

  it('credits the tiles’ host when no attribution is set', () => {
    expect(mapTiles({ MAP_TILES_URL: 'https://tiles.example.fr:8443/a/{z}/{x}/{y}{r}.png' })).toMatchObject({
      origin: 'https://tiles.example.fr:8443',
      attribution: 'tiles.example.fr:8443',
    });
  });

  it('admits plain http only for a tile server on this machine', () => {
    expect(mapTiles({ MAP_TILES_URL: 'http://127.0.0.1:9000/{z}/{x}/{y}.png' })?.origin).toBe(
      'http://127.0.0.1:9000',
    );
    expect(mapTiles({ MAP_TILES_URL: 'http://tiles.example.fr/{z}/{x}/{y}.png' })).toBeNull();
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    ['https://tile.example.fr/{z}/{x}.png'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['https://tile.example.fr/{z}/{x}/{y}.png?key={apikey}'],
    ['javascript:alert(1)//{z}{x}{y}'],
    ['data:image/png;base64,{z}{x}{y}'],
    ['ftp://tile.example.fr/{z}/{x}/{y}.png'],
    ['https://user:pw@tile.example.fr/{z}/{x}/{y}.png'],
    ['//tile.example.fr/{z}/{x}/{y}.png'],
    [`https://tile.example.fr/${'a'.repeat(500)}/{z}/{x}/{y}.png`],
  ])('shows no map for %j', (value) => {
    expect(mapTiles(value === undefined ? {} : { MAP_TILES_URL: value })).toBeNull();
  });
});
