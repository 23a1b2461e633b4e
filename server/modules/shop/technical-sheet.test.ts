import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEAL_ICONS } from '#shared/config/meal-icons.ts';
import { info, normalise, pageCount, pageTexts } from '../../../tests/support/pdf.ts';
import {
  renderTechnicalSheet,
  TECHNICAL_SHEET_TEMPLATES,
  type TechnicalSheetInput,
  type TechnicalSheetTemplate,
  toWinAnsi,
} from './technical-sheet.ts';

function expectWellFormed(pdf: Buffer, [width, height]: readonly [string, string]): void {
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw).toMatch(/%%EOF\n?$/);
  const offset = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)?.[1]);
  expect(raw.slice(offset, offset + 4)).toBe('xref');
  const boxes = [...raw.matchAll(/\/MediaBox \[([^\]]*)\]/g)].map(([, box]) => box);
  expect(boxes).toHaveLength(pageCount(pdf));
  for (const box of boxes) expect(box).toBe(`0 0 ${width} ${height}`);
}

// ---- inputs -------------------------------------------------------------------------------

const A4 = ['595.28', '841.89'] as const;
const A5 = ['419.53', '595.28'] as const;
const PAGE: Record<TechnicalSheetTemplate, readonly [string, string]> = {
  classique: A4,
  prestige: A4,
  compacte: A5,
};

const NAME = 'Meursault-le-Vallon « Les Perrières »';
const HEALTH = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';
const PREGNANCY =
  'La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l’enfant.';

const LABELS: TechnicalSheetInput['labels'] = {
  title: 'Fiche technique',
  grapes: 'Cépages',
  tasting: 'Dégustation',
  pairings: 'Accords mets et vins',
  awards: 'Récompenses',
  serving: 'Service',
  capacity: 'Contenance',
  alcohol: 'Degré',
  vintage: 'Millésime',
  appellation: 'Appellation',
  reference: 'Référence',
  boxContents: 'Contenu du coffret',
  healthMessage: HEALTH,
  pregnancy: PREGNANCY,
};

const PARAGRAPH =
  'Issu de vieilles vignes plantées sur les coteaux calcaires, ce vin élevé quinze mois en fût de chêne offre une robe profonde aux reflets grenat. Le nez mêle fruits noirs, épices douces et une touche de réglisse\u202f; la bouche, ample et soyeuse, s’appuie sur des tanins fondus.';

let bottle: Buffer;

beforeAll(async () => {
  bottle = await sharp({ create: { width: 60, height: 180, channels: 3, background: '#5b1a2a' } })
    .png()
    .toBuffer();
});

function fullInput(template: TechnicalSheetTemplate): TechnicalSheetInput {
  return {
    template,
    accent: '#7a1f2b',
    estate: {
      name: 'Domaine du Vallon',
      address: '12 chemin des Vignes\n21190 Meursault',
      phone: '03 80 21 00 00',
      email: 'contact@domaine-du-vallon.fr',
      url: 'https://domaine-du-vallon.fr',
    },
    wine: {
      name: NAME,
      reference: 'MV-2020-75',
      appellation: 'Meursault Premier Cru',
      colour: 'Blanc',
      vintage: 2020,
      capacity: '75 cl',
      alcohol: '13,5 % vol.',
      grapes: [
        { name: 'Chardonnay', percent: 95 },
        { name: 'Aligoté', percent: 5 },
      ],
      description: `${PARAGRAPH}\n\nUn vin de garde à ouvrir dans cinq à dix ans.`,
      tastingNotes: 'Robe or pâle. Nez de noisette grillée et d’agrumes confits.',
      servingAdvice: 'Servir à 12–13 °C, carafer une heure avant le service. Prix conseillé : 42 €.',
      pairings: MEAL_ICONS.slice(0, 5).map((icon) => ({ label: icon.label.message, path: icon.path })),
      awards: [
        { name: 'Médaille d’or', competition: 'Concours général agricole de Paris', year: 2022 },
        { name: 'Coup de cœur', competition: 'Guide Hachette des vins', year: null },
      ],
      boxContents: [{ quantity: 3, name: 'Œil-de-Perdrix 2021' }],
    },
    labels: LABELS,
    image: bottle,
    createdAt: new Date('2026-01-02T03:04:05Z'),
  };
}

function minimalInput(template: TechnicalSheetTemplate): TechnicalSheetInput {
  return {
    template,
    accent: '#7a1f2b',
    estate: {
      name: 'Domaine du Vallon',
      address: null,
      phone: null,
      email: null,
      url: 'https://vallon.example',
    },
    wine: {
      name: 'Vin de France',
      reference: null,
      appellation: null,
      colour: null,
      vintage: null,
      capacity: null,
      alcohol: null,
      grapes: [],
      description: null,
      tastingNotes: null,
      servingAdvice: null,
      pairings: [],
      awards: [],
      boxContents: [],
    },
    labels: LABELS,
    image: null,
    createdAt: new Date('2026-01-02T03:04:05Z'),
  };
}

const SECTION_TITLES = [
  LABELS.grapes,
  LABELS.tasting,
  LABELS.pairings,
  LABELS.awards,
  LABELS.serving,
  LABELS.capacity,
  LABELS.alcohol,
  LABELS.vintage,
  LABELS.appellation,
  LABELS.reference,
  LABELS.boxContents,
];

// ---- tests --------------------------------------------------------------------------------

describe.each(TECHNICAL_SHEET_TEMPLATES)('the %s technical sheet', (template) => {
  it('is a well-formed PDF of the right size with everything on it', async () => {
    const pdf = await renderTechnicalSheet(fullInput(template));
    expectWellFormed(pdf, PAGE[template]);
    expect(info(pdf)).toMatchObject({
      Title: `${NAME} 2020`,
      Author: 'Domaine du Vallon',
      Creator: 'Parvis',
      CreationDate: 'D:20260102030405Z',
    });
    const text = pageTexts(pdf).join(' ');
    for (const expected of [
      NAME,
      HEALTH,
      PREGNANCY,
      'Médaille d’or',
      'Coup de cœur',
      '42 €',
      'Œil-de-Perdrix 2021',
    ]) {
      expect(text).toContain(normalise(expected));
    }
    expect(text).toContain('Red meat');
    expect(text).toMatch(/Chardonnay.*95 %/);
    expect(text).toContain('https://domaine-du-vallon.fr');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 60\s+\/Height 180/);
  });

  it('leaves out the sections it has nothing for', async () => {
    const pdf = await renderTechnicalSheet(minimalInput(template));
    expectWellFormed(pdf, PAGE[template]);
    expect(pageCount(pdf)).toBe(1);
    expect(info(pdf).Title).toBe('Vin de France');
    const text = pageTexts(pdf).join(' ');
    expect(text).toContain('Vin de France');
    expect(text).toContain(HEALTH);
    expect(text).toContain(normalise(PREGNANCY));
    for (const title of SECTION_TITLES) expect(text.toLowerCase()).not.toContain(title.toLowerCase());
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('gives the same bytes for the same input', async () => {
    const [first, second] = await Promise.all([
      renderTechnicalSheet(fullInput(template)),
      renderTechnicalSheet(fullInput(template)),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('draws characters outside WinAnsi as "?" rather than throwing', async () => {
    const input = minimalInput(template);
    input.wine.name = 'Château 🍷 葡萄酒';
    input.wine.tastingNotes = 'Fruité 👍🏽, 果味, łagodny.';
    const pdf = await renderTechnicalSheet(input);
    expectWellFormed(pdf, PAGE[template]);
    const text = pageTexts(pdf).join(' ');
    expect(text).toContain('Château ? ???');
    expect(text).toContain('Fruité ?, ??, ?agodny.');
    // the Info dictionary is UTF-16: the title keeps every character
    expect(info(pdf).Title).toBe('Château 🍷 葡萄酒');
  });

  it('rejects a picture that is neither PNG nor JPEG', async () => {
    const input = fullInput(template);
    input.image = Buffer.from('not a picture');
    await expect(renderTechnicalSheet(input)).rejects.toThrow();
  });
});

describe('long texts', () => {
  function longInput(template: TechnicalSheetTemplate): TechnicalSheetInput {
    const input = fullInput(template);
    input.wine.description = `${Array.from({ length: 14 }, () => PARAGRAPH).join('\n\n')}\n\nFin de la description.`;
    input.wine.tastingNotes = `${Array.from({ length: 10 }, () => PARAGRAPH).join(' ')} Fin de la dégustation.`;
    input.wine.servingAdvice = Array.from({ length: 8 }, () => PARAGRAPH).join('\n\n');
    input.wine.pairings = MEAL_ICONS.map((icon) => ({ label: icon.label.message, path: icon.path }));
    input.wine.awards = Array.from({ length: 9 }, (_, i) => ({
      name: `Médaille ${i + 1}`,
      competition: 'Concours des vins de Bourgogne',
      year: 2010 + i,
    }));
    return input;
  }

  it.each(['classique', 'prestige'] as const)(
    'flow onto more pages in %s, nothing lost',
    async (template) => {
      const pdf = await renderTechnicalSheet(longInput(template));
      expectWellFormed(pdf, PAGE[template]);
      const pages = pageTexts(pdf);
      expect(pages.length).toBe(pageCount(pdf));
      expect(pages.length).toBeGreaterThan(2);
      const text = pages.join(' ');
      expect(text).toContain('Fin de la description.');
      expect(text).toContain('Fin de la dégustation.');
      expect(text).toContain('Médaille 9');
      expect(text).toContain('Aperitif');
      // the health message closes every page, the last one included
      for (const page of pages) expect(page).toContain(normalise(PREGNANCY));
    },
  );

  it('keep the compacte sheet on one page, texts cut with an ellipsis', async () => {
    const pdf = await renderTechnicalSheet(longInput('compacte'));
    expectWellFormed(pdf, A5);
    expect(pageCount(pdf)).toBe(1);
    const text = pageTexts(pdf).join(' ');
    expect(text).toContain(NAME);
    expect(text).toContain('…');
    expect(text).not.toContain('Fin de la description.');
    expect(text).toContain(HEALTH);
    expect(text).toContain(normalise(PREGNANCY));
  });
});

describe('toWinAnsi', () => {
  it('keeps French as it is', () => {
    const french = 'Œuvre « été » – 5 € ’ à ç ù ÿ Ÿ œ … n°';
    expect(toWinAnsi(french)).toBe(french);
  });

  it('brings other characters to their nearest form, or "?"', () => {
    expect(toWinAnsi('ő ﬁ Ａ')).toBe('o fi A');
    expect(toWinAnsi('vin\u202f!')).toBe('vin\u00a0!');
    expect(toWinAnsi('🍷 中 ł')).toBe('? ? ?');
    expect(toWinAnsi('👍🏽 👨‍👩‍👧')).toBe('? ???');
    expect(toWinAnsi('a\u00adb\tc\r')).toBe('ab c');
  });
});

describe('templates', () => {
  it('draws an unknown template as classique', async () => {
    const pdf = await renderTechnicalSheet(minimalInput('inconnu' as TechnicalSheetTemplate));
    expectWellFormed(pdf, A4);
  });
});
