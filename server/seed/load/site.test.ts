import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SeedDataError } from './files.ts';
import { DATA_DIR, DEMO_SITES, loadSite } from './site.ts';

describe('the data files of the repository', () => {
  it('are the demo sites, and every one of their files loads', () => {
    const folders = readdirSync(DATA_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((f) => f.name).sort()).toEqual([...DEMO_SITES].sort());
    const town = loadSite('vallon-sur-lys');
    const wine = loadSite('domaine-du-vallon');
    const count = (pages: typeof town.pages): number =>
      pages.reduce((n, page) => n + 1 + count(page.children), 0);
    expect(count(town.pages)).toBeGreaterThanOrEqual(50);
    expect(town.elements.map((s) => s.route)).toContain('agenda');
    expect(town.news.length).toBeGreaterThanOrEqual(12);
    expect(town.parameters.LEGAL_NOTICE).toMatch(/^<h2>Éditeur du site<\/h2>/);
    expect(wine.site.isEcommerce).toBe(true);
    expect(wine.reviews.length).toBeGreaterThan(0);
  });
});

// A small site folder, one file of which each case spoils.
const GOOD: Record<string, string> = {
  'site.yaml': 'name: "Démo"\nhosts: [ "demo.localhost" ]\naccounts: []\n',
  'parameters.yaml':
    'COMPANY_NAME: "Mairie de Démo"\nCOMPANY_EMAIL: "mairie@demo.test"\nSEARCH_BAR_ENABLED: true\n',
  'legal/legal-notice.md': '## Éditeur du site\n\nMairie de Démo.\n',
  'pages/01-accueil.md': [
    '---',
    'title: "Accueil"',
    'metaDescription: "Le site de Démo."',
    'blocks:',
    '  - type: "form"',
    '    form: "Contact"',
    '  - text',
    '---',
    '',
    'Bienvenue à **Démo**.',
    '',
  ].join('\n'),
  'pages/02-mairie/index.md': '---\ntitle: "La mairie"\nmetaDescription: "La mairie."\n---\n\nLa mairie.\n',
  'pages/02-mairie/01-horaires.md':
    '---\ntitle: "Horaires"\nmetaDescription: "Horaires."\n---\n\nDu lundi au vendredi.\n',
  'forms.yaml': [
    '- title: "Contact"',
    '  description: "Écrire à la mairie."',
    '  fields:',
    '    - { name: "email", label: "Adresse électronique", type: "email", required: true }',
    '  successMessage: "Merci."',
    '',
  ].join('\n'),
  'elements/01-agenda.yaml': [
    '- title: "Marché"',
    '  summary: "Le marché du samedi."',
    '  startInDays: 2',
    '  startTime: "09:30"',
    '  body: |',
    '    Place de la Mairie.',
    '',
  ].join('\n'),
};

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function siteWith(change: (files: Record<string, string>) => void = () => undefined) {
  root = mkdtempSync(path.join(tmpdir(), 'parvis-seed-data-'));
  const files = { ...GOOD };
  change(files);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'demo', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return () => loadSite('demo', root);
}

const refusal = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return (error as Error).message;
  }
  throw new Error('the data was accepted');
};

describe('the seed data loader', () => {
  it('reads pages as a tree, renders Markdown and keeps blocks by name', () => {
    const site = siteWith()();
    expect(site.pages.map((p) => p.url)).toEqual(['accueil', 'mairie']);
    expect(site.pages[1]!.children.map((p) => p.url)).toEqual(['horaires']);
    expect(site.pages[0]!.html).toBe('<p>Bienvenue à <strong>Démo</strong>.</p>');
    expect(site.pages[0]!.blocks).toEqual([{ type: 'form', form: 'Contact' }, 'text']);
    expect(site.parameters).toMatchObject({
      SEARCH_BAR_ENABLED: 'true',
      LEGAL_NOTICE: expect.stringMatching(/^<h2>/),
    });
    expect(site.elements[0]).toMatchObject({ route: 'agenda', items: [{ startTime: '09:30' }] });
  });

  it('refuses a page without its title, naming the file and the field', () => {
    const load = siteWith((f) => {
      f['pages/02-mairie/01-horaires.md'] = f['pages/02-mairie/01-horaires.md']!.replace(
        'title: "Horaires"\n',
        '',
      );
    });
    expect(refusal(load)).toBe('demo/pages/02-mairie/01-horaires.md: title: missing');
  });

  it('refuses a page whose file name is not a URL slug', () => {
    const load = siteWith();
    renameSync(
      path.join(root, 'demo/pages/02-mairie/01-horaires.md'),
      path.join(root, 'demo/pages/02-mairie/01-Horaires d’été.md'),
    );
    expect(refusal(load)).toMatch(
      /^demo\/pages\/02-mairie\/01-Horaires d’été\.md: the name "Horaires d’été" is the page's URL: lowercase/,
    );
  });

  it('refuses an unknown block type and names the types there are', () => {
    const load = siteWith((f) => {
      f['pages/01-accueil.md'] = f['pages/01-accueil.md']!.replace('type: "form"', 'type: "carousel"');
    });
    expect(refusal(load)).toMatch(
      /^demo\/pages\/01-accueil\.md: blocks\[0\]\.type: unknown block type "carousel"; the types are text, richText, /,
    );
  });

  it('refuses a block that names a form the site does not have', () => {
    const load = siteWith((f) => {
      f['pages/01-accueil.md'] = f['pages/01-accueil.md']!.replace('form: "Contact"', 'form: "Contacts"');
    });
    expect(refusal(load)).toBe('demo/pages/01-accueil.md: blocks[0].form: no form is named "Contacts"');
  });

  it('refuses a misspelt field, a bad time and a form field of an unknown type', () => {
    expect(
      refusal(
        siteWith((f) => {
          f['elements/01-agenda.yaml'] = f['elements/01-agenda.yaml']!.replace(
            'startTime: "09:30"',
            'startTime: "9h30"',
          );
        }),
      ),
    ).toBe('demo/elements/01-agenda.yaml: [0].startTime: must be a time like "14:30"');
    expect(
      refusal(
        siteWith((f) => {
          f['elements/01-agenda.yaml'] = f['elements/01-agenda.yaml']!.replace('summary:', 'sumary:');
        }),
      ),
    ).toMatch(
      /^demo\/elements\/01-agenda\.yaml: \[0\]\.summary: .*\ndemo\/elements\/01-agenda\.yaml: \[0\]: Unrecognized key: "sumary"/,
    );
    expect(
      refusal(
        siteWith((f) => {
          f['forms.yaml'] = f['forms.yaml']!.replace('type: "email"', 'type: "phone"');
        }),
      ),
    ).toMatch(/^demo\/forms\.yaml: \[0\]\.fields\[0\]\.type: /);
  });

  it('refuses an unknown parameter, a legal text in the parameters and an unknown legal file', () => {
    expect(
      refusal(
        siteWith((f) => {
          f['parameters.yaml'] += 'SEARCH_BAR: true\n';
        }),
      ),
    ).toBe('demo/parameters.yaml: SEARCH_BAR: there is no such parameter');
    expect(
      refusal(
        siteWith((f) => {
          f['parameters.yaml'] += 'LEGAL_NOTICE: "Mentions"\n';
        }),
      ),
    ).toBe('demo/parameters.yaml: LEGAL_NOTICE: this text is written in legal/legal-notice.md');
    expect(
      refusal(
        siteWith((f) => {
          f['legal/mentions-legales.md'] = 'Texte.\n';
        }),
      ),
    ).toMatch(/^demo\/legal\/mentions-legales\.md: the legal texts are legal-notice\.md, privacy-policy\.md/);
  });

  it('refuses broken YAML and stray files, naming them', () => {
    expect(
      refusal(
        siteWith((f) => {
          f['site.yaml'] += 'hosts: [ "other.localhost" ]\n';
        }),
      ),
    ).toMatch(/^demo\/site\.yaml: .*Map keys must be unique/);
    expect(
      refusal(
        siteWith((f) => {
          f['album.yaml'] = '[]\n';
        }),
      ),
    ).toMatch(/^demo\/album\.yaml: unexpected here; a site folder holds site\.yaml, /);
  });
});
