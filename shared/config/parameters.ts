// The catalog of site parameter types (SPEC §3 "Site parameter"). Every site holds one row
// per type; a value may be null. `superAdmin` marks the settings only operators (SUPER_ADMIN) may change.
// The server's (the API, the seed, the CLI): the client reads a site's values through
// ./parameter-map.ts, which holds no label, so that no page's script carries the catalog.
import { OPENING_HOURS_TYPES, SOCIAL_NETWORKS } from './parameter-map.ts';

export type ParameterKind = 'STRING' | 'BOOLEAN' | 'NUMBER' | 'TEXT' | 'LINK';

export interface ParameterDefinition {
  type: string;
  kind: ParameterKind;
  label: string;
  group: string;
  superAdmin?: boolean;
}

const def = (
  group: string,
  kind: ParameterKind,
  entries: [type: string, label: string][],
  superAdmin = false,
) =>
  entries.map(
    ([type, label]): ParameterDefinition => ({
      type,
      kind,
      label,
      group,
      ...(superAdmin ? { superAdmin } : {}),
    }),
  );

export const WEEKDAY_LABELS_FR: Record<(typeof OPENING_HOURS_TYPES)[number]['day'], string> = {
  MONDAY: 'Lundi',
  TUESDAY: 'Mardi',
  WEDNESDAY: 'Mercredi',
  THURSDAY: 'Jeudi',
  FRIDAY: 'Vendredi',
  SATURDAY: 'Samedi',
  SUNDAY: 'Dimanche',
};

export const PARAMETER_CATALOG: readonly ParameterDefinition[] = [
  ...def('colours', 'STRING', [
    ['PRIMARY_COLOR', 'Couleur principale'],
    ['ACCENT_COLOR', "Couleur d'accent"],
    ['BACKGROUND_COLOR', 'Couleur de fond'],
    ['FONT_COLOR', 'Couleur du texte'],
    ['MENU_COLOR', 'Couleur du menu'],
    ['HEADER_COLOR', "Couleur de l'en-tête"],
    ['FOOTER_COLOR', 'Couleur du pied de page'],
    ['HEADING_COLOR', 'Couleur des titres'],
    ['ACTIVE_MENU_COLOR', 'Couleur du menu actif'],
  ]),
  ...def('colours', 'BOOLEAN', [['DARK_THEME', 'Thème sombre']]),
  ...def('logo', 'NUMBER', [
    ['LOGO_HEIGHT_DESKTOP', 'Hauteur du logo (ordinateur)'],
    ['LOGO_HEIGHT_MOBILE', 'Hauteur du logo (mobile)'],
    ['LOGO_HEIGHT_FOOTER', 'Hauteur du logo (pied de page)'],
    ['LOGO_MARGIN_TOP', 'Marge haute du logo'],
    ['LOGO_MARGIN_BOTTOM', 'Marge basse du logo'],
  ]),
  ...def('logo', 'STRING', [['LOGO_POSITION', 'Position du logo']]),
  ...def('menu', 'STRING', [
    ['MENU_ALIGNMENT', 'Alignement du menu'],
    ['MENU_HOVER_TRANSITION', 'Transition au survol'],
    ['MENU_ACTIVE_TYPE', 'Style du menu actif'],
    ['MENU_ICON', 'Icône du menu'],
    ['MENU_TYPE', 'Type de menu'],
  ]),
  ...def('menu', 'NUMBER', [['MENU_ICON_SIZE', 'Taille des icônes du menu']]),
  ...def('layout', 'BOOLEAN', [
    ['MENU_FIXED', 'Menu fixe'],
    ['MENU_FULLSCREEN', 'Menu plein écran'],
    ['MOBILE_MENU_BOTTOM', 'Menu mobile en bas'],
    ['SEARCH_BAR_ENABLED', 'Barre de recherche'],
    ['FOOTER_LOGO_ENABLED', 'Logo dans le pied de page'],
  ]),
  ...def('layout', 'TEXT', [['TOP_INFO_BAR', "Bandeau d'information"]]),
  ...def('company', 'STRING', [
    ['COMPANY_NAME', 'Nom'],
    ['COMPANY_PHONE', 'Téléphone'],
    ['COMPANY_EMAIL', 'E-mail'],
    ['COMPANY_FAX', 'Fax'],
    ['COMPANY_MOBILE', 'Mobile'],
    ['COMPANY_ADDRESS', 'Adresse'],
    ['COMPANY_LEGAL_NAME', 'Raison sociale'],
    ['COMPANY_LEGAL_AGENT', 'Représentant légal'],
    ['COMPANY_SHARE_CAPITAL', 'Capital social'],
    ['COMPANY_SIRET', 'SIRET'],
    ['COMPANY_RCS', 'RCS'],
    ['COMPANY_VAT', 'TVA intracommunautaire'],
  ]),
  ...def(
    'hours',
    'STRING',
    OPENING_HOURS_TYPES.map(({ day, type }) => [type, `Horaires du ${WEEKDAY_LABELS_FR[day].toLowerCase()}`]),
  ),
  ...def(
    'social',
    'LINK',
    SOCIAL_NETWORKS.map(([key, label]) => [`SOCIAL_${key}`, label]),
  ),
  ...def('legal', 'TEXT', [
    ['LEGAL_NOTICE', 'Mentions légales'],
    ['PRIVACY_POLICY', 'Politique de confidentialité'],
    ['COOKIE_POLICY', 'Politique de cookies'],
    ['SALE_TERMS', 'Conditions générales de vente'],
    ['USE_TERMS', "Conditions générales d'utilisation"],
    ['ACCESSIBILITY_STATEMENT', "Déclaration d'accessibilité"],
  ]),
  ...def('legal', 'STRING', [
    ['ACCESSIBILITY_COMPLIANCE', 'Accessibilité : état de conformité (NONE, PARTIAL ou FULL)'],
  ]),
  ...def('seo', 'TEXT', [
    ['META_DESCRIPTION_HOME', "Description de l'accueil"],
    ['META_DESCRIPTION_CONTACT', 'Description de la page contact'],
    ['META_DESCRIPTION_NEWS', 'Description des actualités'],
    ['META_DESCRIPTION_WINE_LIST', 'Description de la carte des vins'],
  ]),
  ...def(
    'injected',
    'TEXT',
    [
      ['INJECTED_SCRIPTS', 'Scripts injectés'],
      ['INJECTED_HTML', 'HTML injecté'],
      ['GLOBAL_CSS', 'CSS global'],
    ],
    true,
  ),
  ...def('analytics', 'STRING', [
    ['MATOMO_URL', 'Matomo : adresse'],
    ['MATOMO_SITE_ID', 'Matomo : identifiant du site'],
    ['GTM_ID', 'Google Tag Manager'],
    ['GOOGLE_ADS_ID', 'Google Ads'],
    ['PLAUSIBLE_DOMAIN', 'Plausible : domaine'],
    ['META_PIXEL_ID', 'Pixel Meta'],
  ]),
  ...def('shop', 'BOOLEAN', [
    ['STOCK_HANDLING', 'Gestion des stocks'],
    ['SELLS_WORLDWIDE', 'Vente dans le monde entier'],
    ['ONLY_IN_FRANCE', 'Vente en France uniquement'],
    ['ALCOHOL_BANNER', 'Bandeau alcool'],
    ['BREATHALYSER_BANNER', 'Bandeau éthylotest'],
    ['BLOCK_MINORS', 'Mineurs refusés'],
    ['ASK_BIRTHDATE', "Date de naissance demandée à l'inscription"],
    ['MOBILE_PHONE_ONLY', 'Téléphone mobile uniquement'],
    ['NEWSLETTER_ENABLED', 'Lettre d’information'],
    ['BLOG_ENABLED', 'Blog'],
  ]),
  ...def('shop', 'NUMBER', [
    ['FREE_SHIPPING_PRICE', 'Livraison offerte dès (€)'],
    ['FREE_SHIPPING_BOTTLES', 'Livraison offerte dès (bouteilles)'],
    ['MIN_BOTTLES_PER_EXPEDITION', 'Bouteilles par envoi (minimum)'],
    ['MAX_BOTTLES_PER_EXPEDITION', 'Bouteilles par envoi (maximum)'],
    ['REVIEW_REQUEST_DELAY', "Délai de demande d'avis (jours)"],
  ]),
  ...def('shop', 'TEXT', [['CLICK_AND_COLLECT_HOURS', 'Horaires du retrait sur place']]),
  ...def('shop', 'STRING', [
    ['BANK_TRANSFER_HOLDER', 'Virement : titulaire du compte'],
    ['BANK_TRANSFER_IBAN', 'Virement : IBAN'],
    ['BANK_TRANSFER_BIC', 'Virement : BIC'],
    ['DELIVERY_LEAD_TIME', 'Délai de livraison annoncé'],
  ]),
  ...def('map', 'STRING', [
    ['MAP_TILES_URL', 'Carte : adresse des tuiles (https://…/{z}/{x}/{y}.png)'],
    ['MAP_TILES_ATTRIBUTION', 'Carte : mention des sources des tuiles'],
  ]),
  ...def('product-display', 'BOOLEAN', [
    ['PRODUCT_DISPLAY_AWARDS', 'Afficher les distinctions'],
    ['PRODUCT_DISPLAY_STOCK', 'Afficher le stock'],
    ['PRODUCT_DISPLAY_CAPACITY', 'Afficher la contenance'],
    ['PRODUCT_DISPLAY_PAIRINGS', 'Afficher les accords mets et vins'],
    ['PRODUCT_DISPLAY_RECOMMENDED', 'Afficher les vins recommandés'],
  ]),
  ...def('product-display', 'STRING', [
    ['PRODUCT_DISPLAY_LAYOUT', 'Présentation des produits (GRID ou LIST)'],
  ]),
  ...def('display', 'NUMBER', [['DETAIL_PAGE_MARGIN_TOP', 'Marge haute des pages de détail']]),
  ...def('display', 'STRING', [['SCROLL_TO_TOP_BEHAVIOR', 'Retour en haut (SMOOTH ou DIRECT)']]),
];
