import { describe, expect, it } from 'vitest';
import { isIban, isSiret, parameterProblem } from './parameter-rules.ts';
import { PARAMETER_CATALOG } from './parameters.ts';

const kindOf = (type: string) => PARAMETER_CATALOG.find((p) => p.type === type)!.kind;
const problem = (type: string, value: string | null) => parameterProblem(type, kindOf(type), value);

describe('site parameter rules', () => {
  it('accepts an empty value for every parameter (it clears it)', () => {
    for (const p of PARAMETER_CATALOG) {
      expect(parameterProblem(p.type, p.kind, null)).toBeNull();
      expect(parameterProblem(p.type, p.kind, '')).toBeNull();
    }
  });

  it.each([
    ['PRIMARY_COLOR', '#C04C1B', null],
    ['PRIMARY_COLOR', '#c04c1b80', null],
    ['PRIMARY_COLOR', 'rouge', 'invalid_colour'],
    ['PRIMARY_COLOR', 'url(javascript:x)', 'invalid_colour'],
    ['DARK_THEME', 'true', null],
    ['DARK_THEME', 'oui', 'invalid_option'],
    ['MENU_ICON_SIZE', '16', null],
    ['MENU_ICON_SIZE', '2', 'out_of_range'],
    ['MENU_ICON_SIZE', 'seize', 'invalid_number'],
    ['FREE_SHIPPING_PRICE', '150.5', null],
    ['SOCIAL_FACEBOOK', 'https://www.facebook.com/vallon', null],
    ['SOCIAL_FACEBOOK', 'http://www.facebook.com/vallon', 'invalid_url'],
    ['SOCIAL_FACEBOOK', 'javascript:alert(1)', 'invalid_url'],
    ['LOGO_POSITION', 'left', null],
    ['LOGO_POSITION', 'right', 'invalid_option'],
    ['COMPANY_EMAIL', 'mairie@vallon-sur-lys.fr', null],
    ['COMPANY_EMAIL', 'mairie', 'invalid_email'],
    ['COMPANY_PHONE', '03 20 00 00 00', null],
    ['COMPANY_PHONE', 'appelez-nous', 'invalid_phone'],
    ['COMPANY_SIRET', '732 829 320 00074', null],
    ['COMPANY_SIRET', '73282932000075', 'invalid_siret'],
    ['BANK_TRANSFER_IBAN', 'FR76 3000 6000 0112 3456 7890 189', null],
    ['BANK_TRANSFER_IBAN', 'FR76 3000 6000 0112 3456 7890 188', 'invalid_iban'],
    ['BANK_TRANSFER_BIC', 'AGRIFRPP', null],
    ['PLAUSIBLE_DOMAIN', 'vallon-sur-lys.fr', null],
    ['PLAUSIBLE_DOMAIN', 'not a domain', 'invalid_domain'],
    ['MAP_TILES_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', null],
    ['MAP_TILES_URL', 'https://{s}.tile.example.org/{z}/{x}/{y}.png', 'invalid_tiles'],
    ['LEGAL_NOTICE', '<p>Mentions</p>', null],
    ['OPENING_HOURS_MONDAY', 'x'.repeat(501), 'too_long'],
  ])('%s = %j → %s', (type, value, expected) => {
    expect(problem(type, value)).toBe(expected);
  });

  it('checks IBAN and SIRET check digits', () => {
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('7328293200007')).toBe(false);
  });
});
