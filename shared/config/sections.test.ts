import { describe, expect, it } from 'vitest';
import { slugify } from '../lib/slug.ts';
import { albumPath, blogFolderPath, blogPath, elementPath, newsPath, servicePath } from './sections.ts';

describe('path builders of detail pages', () => {
  it('puts the 13 sections at /{section}/:slug/:id and other routes under /element', () => {
    expect(elementPath('agenda', 'marche-de-noel', 12)).toBe('/agenda/marche-de-noel/12');
    expect(elementPath('comptes-rendus', 'seance', 3)).toBe('/element/seance/comptes-rendus/3');
    expect(newsPath('', 4)).toBe('/actualites/detail/4');
  });

  it('derives the slug of a blog article or folder from its title when it has none (SPEC §2)', () => {
    expect(blogPath(7, 'la-taille', 'La taille', slugify)).toBe('/blog/7/la-taille');
    expect(blogPath(7, '', 'L’élevage en fût : le temps', slugify)).toBe('/blog/7/l-elevage-en-fut-le-temps');
    expect(blogPath(7, null, '!!!', slugify)).toBe('/blog/7/article');
    expect(blogFolderPath(2, '', 'Coups de cœur', slugify)).toBe('/blog/dossier/2/coups-de-coeur');
    expect(blogFolderPath(2, 'carnet', 'Carnet', slugify)).toBe('/blog/dossier/2/carnet');
  });

  it('builds album and service pages, with a word when the slug is empty', () => {
    expect(albumPath('vendanges-2026', 5)).toBe('/albums/vendanges-2026/5');
    expect(albumPath('', 5)).toBe('/albums/album/5');
    expect(servicePath('visite-de-la-cave', 9)).toBe('/services/visite-de-la-cave/9');
    expect(servicePath('', 9)).toBe('/services/service/9');
  });
});
