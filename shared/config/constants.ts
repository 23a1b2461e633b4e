// Business constants and limits of SPEC §9, in one place.
export const SCROLL_TOP_THRESHOLD_PX = 20;
export const SESSION_LIFETIME_S = 86_400;
export const MOBILE_LAYOUT_MAX_WIDTH_PX = 959; // mobile layout below 960 px (SPEC §9, docs/architecture.md, "decided")
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const TEXT_CROP_LENGTH = 120;
export const DETAIL_PAGE_MARGIN_TOP_DEFAULT = 28;

/** SPEC §2: toast notifications stay 3000 ms. */
export const TOAST_DURATION_MS = 3_000;

/** SPEC §9 loading bar: nothing shows for a navigation shorter than the throttle; the bar fills
 * over the nominal duration, moves every tick and hides 500 ms after the end. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5_000,
  tickMs: 100,
  hideDelayMs: 500,
} as const;

/** SPEC §2/§9 fullscreen slider: videos at most 950 px or 75 % of the window, images 90 %. */
export const SLIDER = {
  videoMaxWidthPx: 950,
  videoMaxViewportPercent: 75,
  imageViewportPercent: 90,
  /** A horizontal move longer than this, more horizontal than vertical, is a swipe. */
  swipeMinPx: 50,
} as const;

export const PAGE_SIZES = {
  elements: 24,
  blog: 12,
  news: 10,
  default: 10,
  products: 100,
  services: 100,
  listFetch: 100,
} as const;

/** SPEC §9: the logo's heights, maxima the layout may use (the header's on desktop and on
 * mobile, the footer's). */
export const LOGO_HEIGHTS = { desktop: 200, footer: 140, mobile: 90 } as const;
/** SPEC §9 "default logo position top": `top` gives the logo a row of its own above the menu;
 * `left` puts it beside the menu in the app bar. */
export const LOGO_POSITIONS = ['top', 'left'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];
export const MENU_ICON_SIZE = 16;

export const BREAKPOINTS = {
  default: 320,
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  '2xl': 1536,
  xxl: 1600,
  '4k': 1921,
} as const;

export const THEME_DEFAULTS = {
  primary: '#C04C1B',
  accent: '#CACE0B',
  fontFamily: 'Lato',
  titleSize: '1.65em',
  titleWeight: 'bold',
} as const;

/** Lingui-independent copy of the privacy policy durations (SPEC §9). */
export const PRIVACY_LIMITS = {
  consentMaxMonths: 13,
  inactivityRetentionYears: 3,
  deletionWorkingDays: 10,
  rightsAnswerDays: 30,
} as const;
