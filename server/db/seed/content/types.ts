// Shapes of the demo content seeded by ../seed.ts (pages, news, legal texts).

export interface SeedPage {
  /** The page's own URL segment: lowercase ascii slug, [a-z0-9-] only. */
  url: string;
  title: string;
  /** Shorter label for the menu, when the title is long. */
  menuTitle?: string;
  /** One or two sentences, used as meta description and as the teaser in parent listings. */
  metaDescription: string;
  /**
   * Rich text HTML. Allowed tags only: p, h2, h3, h4, strong, em, ul, ol, li, a (href, title, target),
   * blockquote, table, thead, tbody, tr, th (scope), td, br, address, abbr (title). No inline styles, no
   * classes, no scripts, no images. Links: internal absolute paths like "/nous-contacter", or https URLs to
   * real French public services. Never starts with an <h1> (the page renders its title as h1).
   */
  html: string;
  /** Defaults to true. */
  showInMenu?: boolean;
  children?: SeedPage[];
}

export interface SeedNews {
  title: string;
  /** One or two sentences. */
  summary: string;
  /** Body, same rules as SeedPage.html. */
  html: string;
  /** Days before "now" the news was published (0 = today). */
  daysAgo: number;
  promoted?: boolean;
}

export interface SeedLegalTexts {
  LEGAL_NOTICE: string;
  PRIVACY_POLICY: string;
  COOKIE_POLICY: string;
  USE_TERMS: string;
  SALE_TERMS?: string;
  /** RGAA accessibility statement (a public body must publish one). */
  ACCESSIBILITY_STATEMENT?: string;
}
