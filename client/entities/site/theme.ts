// CSS variables derived from the site parameters and fonts (SPEC §3 last line). The server writes
// them in each page's head (client/entry-server.tsx) and the admin's Apparence screen previews them
// (ADR 016); no public page's script needs them, so the browser's entry does not import this module
// (the logo's position, which the header reads, is in ./layout-options.ts): its code stays out of
// every first load.
import {
  DETAIL_PAGE_MARGIN_TOP_DEFAULT,
  LOGO_HEIGHTS,
  MENU_ICON_SIZE,
  THEME_DEFAULTS,
} from '#shared/config/constants.ts';
import { type ParameterMap, parameterFlag, parameterValue } from '#shared/config/parameter-map.ts';
import type { Font } from '#shared/contracts/site.ts';
import { contrastingText, isDarkColour, readableOn, toCssColour } from '#shared/lib/colour.ts';

export { logoPosition } from './layout-options.ts';

/** A number parameter, as parameter-map's `parameterNumber` reads it. Not that function itself:
 * the browser's entry holds parameter-map.ts, and would keep and export it for the admin's preview
 * alone (tests/e2e/first-load-js.test.ts). */
function parameterNumber(params: ParameterMap, type: string): number | null {
  const value = parameterValue(params, type);
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

const COLOUR_VARS: [cssVar: string, parameter: string, fallback: string | null][] = [
  ['--color-primary', 'PRIMARY_COLOR', THEME_DEFAULTS.primary],
  ['--color-accent', 'ACCENT_COLOR', THEME_DEFAULTS.accent],
  ['--color-background', 'BACKGROUND_COLOR', '#ffffff'],
  ['--color-text', 'FONT_COLOR', '#1f1f1f'],
  ['--color-menu', 'MENU_COLOR', '#ffffff'],
  ['--color-header', 'HEADER_COLOR', '#ffffff'],
  ['--color-footer', 'FOOTER_COLOR', '#2b2b2b'],
  ['--color-heading', 'HEADING_COLOR', null],
  ['--color-active-menu', 'ACTIVE_MENU_COLOR', null],
];

const SAFE_FAMILY = /^[\p{L}\p{N} _-]{1,64}$/u;
const SAFE_SIZE = /^\d{1,3}(\.\d{1,3})?(px|em|rem|%)$/;
const SAFE_WEIGHT = /^(normal|bold|lighter|bolder|[1-9]00)$/;

/** Families the app bundles, with a local stand-in drawn to their metrics while they load
 * (app/styles/global.css), so that the swap moves nothing. */
const FALLBACK_FACES: Record<string, string> = { Lato: 'Lato fallback' };

function fontStack(family: string | undefined | null): string | null {
  if (!family || !SAFE_FAMILY.test(family)) return null;
  const fallback = FALLBACK_FACES[family];
  return `'${family}', ${fallback ? `'${fallback}', ` : ''}system-ui, sans-serif`;
}

const byFontType = (fonts: readonly Font[], type: Font['type']) => fonts.find((f) => f.type === type);

export interface Theme {
  vars: Record<string, string>;
  dark: boolean;
}

/** Light surfaces text sits on (cards, panels): text colours are checked against the darkest
 * (the admin's contrast warnings too, ADR 016). */
export const LIGHT_SURFACE = '#f6f4f1';

/** Themes worked out per parameters and fonts: a site's start is kept by the server and shared by
 * its renders (the same objects), so each page does not compute the contrasts again. */
const themes = new WeakMap<ParameterMap, WeakMap<readonly Font[], Theme>>();

export function buildTheme(params: ParameterMap, fonts: readonly Font[]): Theme {
  let byFonts = themes.get(params);
  if (!byFonts) {
    byFonts = new WeakMap();
    themes.set(params, byFonts);
  }
  let theme = byFonts.get(fonts);
  if (!theme) {
    theme = computeTheme(params, fonts);
    byFonts.set(fonts, theme);
  }
  return theme;
}

function computeTheme(params: ParameterMap, fonts: readonly Font[]): Readonly<Theme> {
  const vars: Record<string, string> = {};
  const hex: Record<string, string> = {};
  for (const [name, type, fallback] of COLOUR_VARS) {
    const raw = parameterValue(params, type);
    const value = toCssColour(raw) ?? toCssColour(fallback);
    if (!value) continue;
    vars[name] = value;
    hex[name] = toCssColour(raw?.slice(0, 7)) ?? value; // opaque base, for contrast computations
  }
  const background = hex['--color-background']!;
  const textGround = isDarkColour(background) ? background : LIGHT_SURFACE;
  const titleColour = toCssColour(byFontType(fonts, 'TITLE')?.color);
  // Brand colours used as text are adjusted until they read (RGAA 3.2).
  vars['--color-primary-text'] = readableOn(hex['--color-primary']!, textGround);
  vars['--color-heading'] = readableOn(
    titleColour ?? hex['--color-heading'] ?? hex['--color-primary']!,
    textGround,
  );
  vars['--color-active-menu'] = readableOn(
    hex['--color-active-menu'] ?? hex['--color-primary']!,
    hex['--color-header']!,
  );
  for (const [name, bg] of [
    ['--on-primary', '--color-primary'],
    ['--on-header', '--color-header'],
    ['--on-footer', '--color-footer'],
    ['--on-menu', '--color-menu'],
  ] as const) {
    vars[name] = contrastingText(hex[bg]);
  }

  const byType = new Map(fonts.map((f) => [f.type, f]));
  const content = byType.get('CONTENT');
  const title = byType.get('TITLE');
  const menu = byType.get('MENU');
  vars['--font-content'] = fontStack(content?.family) ?? fontStack(THEME_DEFAULTS.fontFamily)!;
  vars['--font-title'] = fontStack(title?.family) ?? vars['--font-content'];
  vars['--font-menu'] = fontStack(menu?.family) ?? vars['--font-content'];
  vars['--title-size'] = title?.size && SAFE_SIZE.test(title.size) ? title.size : THEME_DEFAULTS.titleSize;
  vars['--title-weight'] =
    title?.weight && SAFE_WEIGHT.test(title.weight) ? title.weight : THEME_DEFAULTS.titleWeight;
  const iconSize = parameterNumber(params, 'MENU_ICON_SIZE') ?? MENU_ICON_SIZE;
  vars['--icon-size'] = `${Math.min(Math.max(iconSize, 8), 64)}pt`;
  vars['--detail-margin-top'] = `${detailMarginTop(params)}px`;
  vars['--logo-height-desktop'] = `${LOGO_HEIGHTS.desktop}px`;
  vars['--logo-height-mobile'] = `${LOGO_HEIGHTS.mobile}px`;
  vars['--logo-height-footer'] = `${LOGO_HEIGHTS.footer}px`;

  const dark = parameterFlag(params, 'DARK_THEME') || isDarkColour(background);
  return Object.freeze({ vars: Object.freeze(vars), dark });
}

/** SPEC §9: the top margin of detail pages, DETAIL_PAGE_MARGIN_TOP or 28 when empty (small screens
 * always use 28: the `.detail-page` rule of ui.css). A value that is no sane length is ignored. */
export function detailMarginTop(params: ParameterMap): number {
  const value = parameterNumber(params, 'DETAIL_PAGE_MARGIN_TOP');
  return value === null || value < 0 || value > 400 ? DETAIL_PAGE_MARGIN_TOP_DEFAULT : Math.round(value);
}

/** `:root{…}` with values that were all validated above, safe to inline. */
export function themeCss(theme: Theme): string {
  return `:root{${Object.entries(theme.vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
