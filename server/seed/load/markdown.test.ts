import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('the Markdown of the seed data', () => {
  it('keeps a new line as a line break', () => {
    expect(renderMarkdown('**Claire Dufresne**\nMaire de Vallon-sur-Lys')).toBe(
      '<p><strong>Claire Dufresne</strong><br>Maire de Vallon-sur-Lys</p>',
    );
  });

  it('opens links to other sites in a new tab, and the site’s own links in place', () => {
    expect(renderMarkdown('[CAF](https://www.caf.fr) ou [contact](/nous-contacter)')).toBe(
      '<p><a href="https://www.caf.fr" target="_blank">CAF</a> ou <a href="/nous-contacter">contact</a></p>',
    );
  });

  it('leaves bare e-mail addresses and web addresses as text', () => {
    expect(renderMarkdown('Écrire à enfance@vallon-sur-lys.fr ou voir www.caf.fr')).toBe(
      '<p>Écrire à enfance@vallon-sur-lys.fr ou voir www.caf.fr</p>',
    );
  });

  it('makes a table’s header cells the headers of their columns', () => {
    expect(renderMarkdown('| Salle | Prix |\n| --- | --- |\n| Fêtes | 420 € |').replace(/\n/g, '')).toBe(
      '<table><thead><tr><th scope="col">Salle</th><th scope="col">Prix</th></tr></thead>' +
        '<tbody><tr><td>Fêtes</td><td>420 €</td></tr></tbody></table>',
    );
  });

  it('passes HTML that Markdown cannot write through as it is', () => {
    expect(
      renderMarkdown(
        'Le <abbr title="Relais petite enfance">RPE</abbr>\n\n<address>Mairie<br>1 place</address>',
      ),
    ).toBe('<p>Le <abbr title="Relais petite enfance">RPE</abbr></p>\n<address>Mairie<br>1 place</address>');
  });
});
