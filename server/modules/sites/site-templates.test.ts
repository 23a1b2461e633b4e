import { describe, expect, it } from 'vitest';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { complianceTexts, type SiteIdentity, templatePages, templateParameters } from './site-templates.ts';

const TOWN: SiteIdentity = {
  template: 'town-hall',
  name: 'Mairie de Bois-le-Roi',
  town: { code: '77037', name: 'Bois-le-Roi', postalCode: '77590' },
  host: 'www.bois-le-roi.fr',
};
const ESTATE: SiteIdentity = {
  template: 'wine-estate',
  name: 'Domaine des Aulnes',
  town: { code: '2A004', name: 'Ajaccio', postalCode: '20000' },
  host: 'aulnes.fr',
};

describe('the compliance texts of a new site', () => {
  it('are filled from its identity: its name, its commune and postcode, its address', () => {
    const texts = complianceTexts(TOWN);
    expect(Object.keys(texts).sort()).toEqual([
      'ACCESSIBILITY_STATEMENT',
      'COOKIE_POLICY',
      'LEGAL_NOTICE',
      'PRIVACY_POLICY',
    ]);
    expect(texts.LEGAL_NOTICE).toContain('<address>Mairie de Bois-le-Roi<br>77590 Bois-le-Roi</address>');
    expect(texts.LEGAL_NOTICE).toContain('commune de Bois-le-Roi (code officiel géographique 77037)');
    expect(texts.ACCESSIBILITY_STATEMENT).toContain('La commune de Bois-le-Roi s’engage');
    expect(texts.ACCESSIBILITY_STATEMENT).toContain('Le site www.bois-le-roi.fr n’a pas encore été audité');
    expect(texts.PRIVACY_POLICY).toContain('Mairie de Bois-le-Roi est responsable');
    // what only the site's administrators know is said to be completed
    expect(texts.LEGAL_NOTICE).toContain('À compléter');
  });

  it('give a wine estate its sale terms and the health warning, and no town-hall wording', () => {
    const texts = complianceTexts(ESTATE);
    expect(texts.SALE_TERMS).toContain('vendus par Domaine des Aulnes, 20000 Ajaccio');
    expect(texts.SALE_TERMS).toContain('L’abus d’alcool est dangereux pour la santé');
    expect(texts.LEGAL_NOTICE).toContain('L’abus d’alcool est dangereux pour la santé');
    expect(texts.LEGAL_NOTICE).not.toContain('Collectivité territoriale');
    expect(texts.ACCESSIBILITY_STATEMENT).toContain('Domaine des Aulnes s’engage');
  });

  it('escape the identity: a name is text, never markup', () => {
    const texts = complianceTexts({ ...TOWN, name: 'Mairie <script>alert(1)</script> & Cie' });
    for (const html of Object.values(texts)) expect(html).not.toContain('<script>');
    expect(texts.LEGAL_NOTICE).toContain('Mairie &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cie');
  });

  it('are kept whole by the legal texts’ sanitiser (no tag or link it would drop)', () => {
    for (const identity of [TOWN, ESTATE])
      for (const [type, html] of Object.entries(complianceTexts(identity)))
        expect(sanitizeRichText(html).replace(/\s+/g, ' ').replaceAll('<br />', '<br>'), type).toBe(
          html.replace(/\s+/g, ' '),
        );
  });
});

describe('the parameters and pages of a template', () => {
  it('name parameters of the catalog only, the shop switched on for a wine estate', () => {
    const types = new Set(PARAMETER_CATALOG.map((p) => p.type));
    for (const identity of [TOWN, ESTATE])
      for (const type of Object.keys(templateParameters(identity))) expect(types.has(type), type).toBe(true);
    expect(templateParameters(TOWN)).toMatchObject({
      COMPANY_NAME: 'Mairie de Bois-le-Roi',
      COMPANY_ADDRESS: '77590 Bois-le-Roi',
      COMPANY_LEGAL_NAME: 'Commune de Bois-le-Roi',
      ACCESSIBILITY_COMPLIANCE: 'NONE',
    });
    expect(templateParameters(TOWN).ALCOHOL_BANNER).toBeUndefined();
    expect(templateParameters(ESTATE)).toMatchObject({ ALCOHOL_BANNER: 'true', BLOCK_MINORS: 'true' });
  });

  it('make a menu of a home page and a contact page, and an estate’s wine list', () => {
    expect(templatePages(TOWN).map((p) => p.url)).toEqual(['accueil', 'nous-contacter']);
    expect(templatePages(ESTATE).map((p) => [p.url, p.isEcommercePage])).toEqual([
      ['accueil', false],
      ['nos-vins', true],
      ['nous-contacter', false],
    ]);
  });
});
