// The colours' contrast warnings (ADR 016, WCAG 2 1.4.3 AA: 4.5:1): the text on the background,
// and each brand colour used as text on what it is read on — the grounds of the public theme
// (client/entities/site/theme.ts). Where the theme will darken or lighten a colour until it reads,
// the warning names the colour the site will show instead. Warnings never block saving.
import { THEME_DEFAULTS } from '#shared/config/constants.ts';
import { type ParameterMap, parameterValue } from '#shared/config/parameter-map.ts';
import type { Font } from '#shared/contracts/site.ts';
import { contrastRatio, isDarkColour, toCssColour } from '#shared/lib/colour.ts';
// from its module: the entity's index would put the theme's code in every public page's entry
import { LIGHT_SURFACE, type Theme } from '../../entities/site/theme.ts';

/** WCAG 2 AA, normal text. */
export const AA_RATIO = 4.5;

export interface ContrastWarning {
  /** The text on the background; the primary colour, the headings' and the active menu's as text. */
  kind: 'text' | 'primary' | 'heading' | 'activeMenu';
  /** The colour chosen and what it is read on (#rrggbb). */
  colour: string;
  ground: string;
  ratio: number;
  /** The colour the public theme shows instead, or null when it shows the colour chosen. */
  used: string | null;
  /** The parameters it is about (their fields are described by it). */
  types: string[];
}

/** A parameter's colour without its alpha (the theme's base for contrasts), else the fallback. */
function opaque(params: ParameterMap, type: string, fallback: string): string {
  const raw = parameterValue(params, type);
  return toCssColour(raw?.slice(0, 7)) ?? toCssColour(raw) ?? fallback;
}

export function contrastWarnings(
  params: ParameterMap,
  fonts: readonly Font[],
  theme: Theme,
): ContrastWarning[] {
  const background = opaque(params, 'BACKGROUND_COLOR', '#ffffff');
  const text = opaque(params, 'FONT_COLOR', '#1f1f1f');
  const primary = opaque(params, 'PRIMARY_COLOR', toCssColour(THEME_DEFAULTS.primary)!);
  const header = opaque(params, 'HEADER_COLOR', '#ffffff');
  const textGround = isDarkColour(background) ? background : LIGHT_SURFACE;
  const titleColour = toCssColour(fonts.find((f) => f.type === 'TITLE')?.color);
  const heading = titleColour ?? toCssColour(parameterValue(params, 'HEADING_COLOR')?.slice(0, 7));
  const activeMenu = opaque(params, 'ACTIVE_MENU_COLOR', primary);

  const checks: Omit<ContrastWarning, 'ratio'>[] = [
    { kind: 'text', colour: text, ground: background, used: null, types: ['FONT_COLOR', 'BACKGROUND_COLOR'] },
    {
      kind: 'primary',
      colour: primary,
      ground: textGround,
      used: theme.vars['--color-primary-text'] ?? null,
      types: ['PRIMARY_COLOR'],
    },
    // a heading without a colour of its own is the primary colour: said once, above
    ...(heading
      ? [
          {
            kind: 'heading' as const,
            colour: heading,
            ground: textGround,
            used: theme.vars['--color-heading'] ?? null,
            types: ['HEADING_COLOR'],
          },
        ]
      : []),
    {
      kind: 'activeMenu',
      colour: activeMenu,
      ground: header,
      used: theme.vars['--color-active-menu'] ?? null,
      types: ['ACTIVE_MENU_COLOR', 'HEADER_COLOR'],
    },
  ];
  return checks.flatMap((check) => {
    const ratio = contrastRatio(check.colour, check.ground);
    if (ratio === null || ratio >= AA_RATIO) return [];
    const used = check.used && check.used.toLowerCase() !== check.colour.toLowerCase() ? check.used : null;
    return [{ ...check, ratio, used }];
  });
}
