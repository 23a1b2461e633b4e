import { describe, expect, it } from 'vitest';
import { datasetPointSchema } from './dataset-provider.ts';
import { importLaPosteCsv, kindOf, parseDelimited } from './la-poste-csv.ts';

// A few rows in the shape of La Poste's « points de contact » (columns trimmed), with the
// troubles the real file has: a BOM, CRLF, quoted fields, decimal commas, rows without position.
const SAMPLE = [
  '\uFEFFIdentifiant_du_site;Libellé_du_site;Caractéristique_du_site;Adresse;Complément_d_adresse;Lieu-dit;Code_postal;Localité;Pays;Latitude;Longitude',
  '214120;MEURSAULT BP;Bureau de poste;2 PL DE L HOTEL DE VILLE;;;21190;MEURSAULT;France;46,979;4,7707',
  '21412R;"TABAC ""LE CENTRAL""";Relais poste commerçant;"11 PL DE L HOTEL DE VILLE; RDC";;;21190;MEURSAULT;France;46.9786;4.7695',
  '21054C;BEAUNE GARE;Consigne Pickup Station;AV DU 8 SEPTEMBRE;Parvis;;21200;BEAUNE;;47.0236;4.8496',
  '21000A;PULIGNY APC;Agence postale communale;PL DES MARRONNIERS;;;21190;PULIGNY MONTRACHET;France;;',
  '214120;MEURSAULT BP;Bureau de poste;2 PL DE L HOTEL DE VILLE;;;21190;MEURSAULT;France;46.979;4.7707',
  '020080;LAON BP;Bureau de poste;PL DE L HOTEL DE VILLE;;;2000;LAON;France;49.5641;3.6199',
  '',
].join('\r\n');

describe('the delimited text reader', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parseDelimited('a;"b;c";"d ""e"""\n"f\ng";h\n\n')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
  });
});

describe('La Poste’s points de contact', () => {
  it('turns the rows into dataset points, by column name', () => {
    const { points } = importLaPosteCsv(SAMPLE);
    expect(points.map((p) => p.id)).toEqual(['LP-214120', 'LP-21412R', 'LP-21054C', 'LP-020080']);
    expect(points[0]).toEqual({
      id: 'LP-214120',
      name: 'MEURSAULT BP',
      address: '2 PL DE L HOTEL DE VILLE',
      postalCode: '21190',
      city: 'MEURSAULT',
      country: 'FR',
      latitude: 46.979,
      longitude: 4.7707,
      kind: 'post-office',
      openingHours: null,
    });
    expect(points[1]).toMatchObject({
      name: 'TABAC "LE CENTRAL"',
      address: '11 PL DE L HOTEL DE VILLE; RDC',
      kind: 'relay',
    });
    expect(points[2]).toMatchObject({ address: 'AV DU 8 SEPTEMBRE, Parvis', kind: 'locker' });
    // a postal code that lost its leading zero in a spreadsheet
    expect(points[3]).toMatchObject({ postalCode: '02000' });
    for (const point of points) expect(datasetPointSchema.parse(point)).toEqual(point);
  });

  it('reports the rows it leaves out', () => {
    expect(importLaPosteCsv(SAMPLE).skipped).toEqual([
      { line: 5, reason: 'no position' },
      { line: 6, reason: 'id 214120 twice' },
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    expect(() => importLaPosteCsv('Identifiant_du_site;Libelle_du_site\n1;A\n')).toThrow(
      /Missing columns: adresse/,
    );
    expect(() => importLaPosteCsv('')).toThrow(/empty/);
  });

  it.each([
    ['Bureau de poste', 'post-office'],
    ['Agence postale communale', 'post-office'],
    ['Relais poste commerçant', 'relay'],
    ['Relais poste urbain', 'relay'],
    ['Consigne Pickup Station', 'locker'],
    ['', 'relay'],
  ])('reads « %s » as a %s', (words, kind) => {
    expect(kindOf(words)).toBe(kind);
  });
});
