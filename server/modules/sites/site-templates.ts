// What a site made from a template starts with (ADR 019): its identity parameters, its
// compliance texts filled from that identity, the shop's switches of a wine estate, and the pages
// of its menu. Site content, French as the sites are (the texts of the demo sites, in
// server/seed/data/, are their model); the parts only the administrators can know are marked
// « à compléter ». Identity values are escaped: a site's name is text, never markup.
import type { SiteTemplate } from '#shared/contracts/admin-sites.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import type { TownOfSite } from './communes.ts';

export interface SiteIdentity {
  template: SiteTemplate;
  /** The site's name, as the operator typed it (« Mairie de Bois-le-Roi », « Domaine des Aulnes »). */
  name: string;
  town: TownOfSite;
  /** The primary domain: the accessibility statement names the site by it. */
  host: string;
}

/** Where the site's own texts send visitors (the pages below). */
const CONTACT_URL = '/nous-contacter';

/** Each template's kind of organisation (schema.org, the site's structured data). */
export const ORGANISATION_TYPE: Record<SiteTemplate, string> = {
  'town-hall': 'GovernmentOrganization',
  'wine-estate': 'Winery',
};

function html(strings: TemplateStringsArray, ...values: string[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(values[i]!) : ''), '');
}

const COMPLETE = (what: string) => html`<strong>À compléter :</strong> ${what}.`;

function legalNotice({ template, name, town }: SiteIdentity): string {
  const address = html`<address>${name}<br>${town.postalCode} ${town.name}</address>`;
  const publisher =
    template === 'town-hall'
      ? html`<p>Collectivité territoriale, commune de ${town.name} (code officiel géographique ${town.code}). ${COMPLETE('le numéro SIRET de la commune, son téléphone et son adresse électronique')}</p>`
      : `<p>${COMPLETE('la forme sociale, le capital social, le numéro RCS, le SIRET, le numéro de TVA intracommunautaire, le téléphone et l’adresse électronique de l’entreprise')}</p>`;
  const director =
    template === 'town-hall'
      ? html`<p>Le directeur ou la directrice de la publication est le maire de ${town.name}. ${COMPLETE('son nom')}</p>`
      : `<p>${COMPLETE('le nom du directeur ou de la directrice de la publication, représentant légal de l’entreprise')}</p>`;
  const owner = template === 'town-hall' ? html`la commune de ${town.name}` : html`${name}`;
  return [
    '<h2>Éditeur du site</h2>',
    address,
    publisher,
    '<h2>Direction de la publication</h2>',
    director,
    '<h2>Hébergement</h2>',
    `<p>Le site est réalisé avec la solution Parvis, éditée et hébergée par Parvis Hébergement. ${COMPLETE('l’adresse de l’hébergeur')}</p>`,
    '<h2>Propriété intellectuelle</h2>',
    `<p>Les textes, photographies, logos et éléments graphiques de ce site sont la propriété de ${owner} ou de leurs auteurs respectifs, et sont protégés par le Code de la propriété intellectuelle. Toute reproduction nécessite un accord préalable.</p>`,
    '<h2>Données personnelles et cookies</h2>',
    '<p>Le traitement de vos données personnelles est décrit dans la <a href="/privacy-policy">politique de confidentialité</a>, et l’utilisation des cookies dans la <a href="/cookie-policy">politique de cookies</a>.</p>',
    ...(template === 'wine-estate'
      ? ['<p><strong>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</strong></p>']
      : []),
  ].join('\n');
}

function privacyPolicy({ template, name }: SiteIdentity): string {
  const purposes =
    template === 'town-hall'
      ? '<li>répondre aux messages envoyés par le formulaire de contact et aux démarches faites en ligne ;</li><li>gérer les comptes des usagers et les inscriptions aux événements ;</li><li>envoyer la lettre d’information aux personnes qui s’y sont abonnées.</li>'
      : '<li>prendre, préparer, livrer et facturer vos commandes ;</li><li>gérer votre compte client et vérifier que vous êtes majeur ;</li><li>répondre à vos messages et vous envoyer la lettre d’information si vous vous y êtes abonné.</li>';
  const keeping =
    template === 'wine-estate'
      ? '<p>Les commandes et les factures sont conservées dix ans, comme le Code de commerce l’exige.</p>'
      : '';
  return [
    '<h2>Responsable du traitement</h2>',
    `<p>${escapeHtml(name)} est responsable des traitements de données personnelles faits sur ce site. ${COMPLETE('l’adresse du délégué à la protection des données')}</p>`,
    '<h2>Pourquoi vos données sont traitées</h2>',
    `<ul>${purposes}</ul>`,
    '<h2>Combien de temps elles sont gardées</h2>',
    `<p>Un compte et ses données sont supprimés après trois ans d’inactivité. Un consentement aux cookies est gardé treize mois au plus.</p>${keeping}`,
    '<h2>Vos droits</h2>',
    `<p>Vous pouvez accéder à vos données, les faire rectifier ou effacer, vous opposer à leur traitement et en demander la portabilité. Écrivez-nous depuis la page <a href="${CONTACT_URL}">Nous contacter</a> : nous répondons dans un délai de 30 jours, et une demande de suppression est traitée sous 10 jours ouvrés. Vous pouvez aussi supprimer votre compte vous-même depuis votre espace personnel.</p>`,
    '<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la <a href="https://www.cnil.fr/fr/plaintes">CNIL</a>.</p>',
  ].join('\n');
}

function cookiePolicy({ name }: SiteIdentity): string {
  return [
    '<h2>Les cookies nécessaires</h2>',
    html`<p>Le site de ${name} dépose les cookies dont il a besoin pour fonctionner, sans votre consentement : la session de votre compte quand vous vous connectez (24 heures), la langue choisie et votre choix sur les cookies.</p>`,
    '<h2>Les cookies de mesure d’audience</h2>',
    '<p>Aucun outil de mesure d’audience ni aucun contenu d’un autre site (vidéo, carte) n’est chargé avant que vous l’acceptiez. Votre choix est gardé treize mois au plus ; vous pouvez le changer à tout moment depuis le lien « Cookies » en bas de chaque page.</p>',
  ].join('\n');
}

/** What every site's statement says of its page builder (ADR 006 amended by issue 14): the
 * administrators' tool is part of the site, and its canvas is not accessible. */
export const EDITOR_CANVAS =
  'Dans l’espace d’administration du site, réservé à ses administrateurs, le canevas de l’éditeur visuel de pages ne se manie ni au clavier ni avec un lecteur d’écran (critères 7.1 et 12.8 du RGAA) et ne s’ouvre pas sur un écran de moins de 1 024 pixels de large : l’éditeur de blocs, accessible, construit les mêmes pages.';

function accessibilityStatement({ template, name, town, host }: SiteIdentity): string {
  const who = template === 'town-hall' ? html`La commune de ${town.name}` : html`${name}`;
  return [
    `<p>${who} s’engage à rendre son site internet accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.</p>`,
    html`<p>Cette déclaration d’accessibilité s’applique au site ${host}.</p>`,
    '<h2>État de conformité</h2>',
    html`<p>Le site ${host} n’a pas encore été audité : il est <strong>non conforme</strong> avec le référentiel général d’amélioration de l’accessibilité (<abbr title="référentiel général d’amélioration de l’accessibilité">RGAA</abbr>), version 4.1.2.</p>`,
    `<p>${COMPLETE('les résultats de l’audit, les contenus non accessibles et la date de cette déclaration, une fois l’audit fait')}</p>`,
    '<h2>Contenus non accessibles</h2>',
    `<p>${EDITOR_CANVAS}</p>`,
    '<h2>Retour d’information et contact</h2>',
    `<p>Si vous n’arrivez pas à accéder à un contenu ou à un service du site, écrivez-nous depuis la page <a href="${CONTACT_URL}">Nous contacter</a> : nous vous orienterons vers une alternative accessible.</p>`,
    '<h2>Voies de recours</h2>',
    '<p>Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez écrire au Défenseur des droits avec le <a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a>, contacter son délégué dans votre région ou lui écrire gratuitement, sans timbre :</p>\n<address>Défenseur des droits<br>Libre réponse 71120<br>75342 Paris CEDEX 07</address>',
  ].join('\n');
}

function saleTerms({ name, town }: SiteIdentity): string {
  return [
    '<h2>Le vendeur</h2>',
    html`<p>Les vins présentés sur ce site sont vendus par ${name}, ${town.postalCode} ${town.name}. Ses coordonnées complètes figurent dans les <a href="/legal-notice">mentions légales</a>.</p>`,
    '<h2>Vente réservée aux personnes majeures</h2>',
    '<p>La vente d’alcool aux mineurs est interdite (article L3342-1 du Code de la santé publique). En passant commande, vous déclarez avoir 18 ans révolus ; une pièce d’identité peut être demandée à la livraison ou au retrait.</p>',
    '<h2>Prix et commande</h2>',
    '<p>Les prix sont indiqués en euros, toutes taxes comprises, hors frais de livraison, affichés avant la validation de la commande. La commande est ferme une fois le paiement accepté ; un courriel la confirme.</p>',
    '<h2>Livraison et retrait</h2>',
    `<p>Les commandes sont livrées en France métropolitaine ou retirées au domaine, aux horaires indiqués. ${COMPLETE('les délais et les transporteurs')}</p>`,
    '<h2>Droit de rétractation</h2>',
    '<p>Vous disposez de quatorze jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier (article L221-18 du Code de la consommation). Les bouteilles sont renvoyées intactes, à vos frais ; le remboursement intervient sous quatorze jours.</p>',
    '<h2>Garanties et litiges</h2>',
    `<p>Les vins bénéficient de la garantie légale de conformité et de la garantie des vices cachés. En cas de litige, écrivez-nous d’abord depuis la page <a href="${CONTACT_URL}">Nous contacter</a> ; vous pouvez ensuite recourir gratuitement à un médiateur de la consommation. ${COMPLETE('le nom et l’adresse du médiateur')}</p>`,
    '<p><strong>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</strong></p>',
  ].join('\n');
}

/** The compliance texts (legal parameters), HTML the public pages show as they are (sanitised
 * again when written, as any legal text). A wine estate has its sale terms besides. */
export function complianceTexts(identity: SiteIdentity): Record<string, string> {
  return {
    LEGAL_NOTICE: legalNotice(identity),
    PRIVACY_POLICY: privacyPolicy(identity),
    COOKIE_POLICY: cookiePolicy(identity),
    ACCESSIBILITY_STATEMENT: accessibilityStatement(identity),
    ...(identity.template === 'wine-estate' ? { SALE_TERMS: saleTerms(identity) } : {}),
  };
}

/** A wine estate's shop starts as the demo estate's: stock counted, France only, the alcohol
 * banner, minors refused and the birthdate asked at signup (ADR 011). */
const SHOP_SWITCHES = {
  STOCK_HANDLING: 'true',
  ONLY_IN_FRANCE: 'true',
  ALCOHOL_BANNER: 'true',
  BLOCK_MINORS: 'true',
  ASK_BIRTHDATE: 'true',
};

/** Every parameter the template fills: the identity, the compliance texts and their state. */
export function templateParameters(identity: SiteIdentity): Record<string, string> {
  const { template, name, town } = identity;
  const townHall = template === 'town-hall';
  return {
    COMPANY_NAME: name,
    COMPANY_ADDRESS: `${town.postalCode} ${town.name}`,
    ...(townHall ? { COMPANY_LEGAL_NAME: `Commune de ${town.name}` } : {}),
    META_DESCRIPTION_HOME: townHall
      ? `Site officiel de la commune de ${town.name} : démarches, actualités et vie locale.`
      : `${name}, domaine viticole à ${town.name} : nos vins et la boutique en ligne.`,
    // RGAA: a site never audited is « non conforme » until an audit says otherwise
    ACCESSIBILITY_COMPLIANCE: 'NONE',
    ...complianceTexts(identity),
    ...(townHall ? {} : SHOP_SWITCHES),
  };
}

export interface TemplatePage {
  url: string;
  title: string;
  menuTitle: string | null;
  metaDescription: string;
  isEcommercePage: boolean;
  blocks: ({ id: string; type: string } & Record<string, unknown>)[];
}

/** The pages of the menu, in order: the home page, the wine list of an estate, the contact page. */
export function templatePages({ template, name, town }: SiteIdentity): TemplatePage[] {
  const townHall = template === 'town-hall';
  const home: TemplatePage = {
    url: 'accueil',
    title: name,
    menuTitle: 'Accueil',
    metaDescription: townHall
      ? `Site officiel de la commune de ${town.name}.`
      : `${name}, domaine viticole à ${town.name}.`,
    isEcommercePage: false,
    blocks: [
      {
        id: 'accueil-intro',
        type: 'richText',
        html: townHall
          ? html`<p>Bienvenue sur le site de ${name}.</p><p>Vous y trouverez bientôt les actualités de ${town.name}, les démarches en ligne et les informations pratiques de la mairie.</p>`
          : html`<p>Bienvenue au ${name}, à ${town.name}.</p><p>Découvrez nos vins et commandez-les en ligne.</p>`,
      },
    ],
  };
  const wines: TemplatePage = {
    url: 'nos-vins',
    title: 'Nos vins',
    menuTitle: null,
    metaDescription: `Les vins de ${name}, à commander en ligne.`,
    isEcommercePage: true,
    blocks: [{ id: 'nos-vins-catalogue', type: 'wineList', title: 'Nos vins en vente', filters: true }],
  };
  const contact: TemplatePage = {
    url: 'nous-contacter',
    title: 'Nous contacter',
    menuTitle: null,
    metaDescription: townHall ? `Contacter la mairie de ${town.name}.` : `Contacter ${name}.`,
    isEcommercePage: false,
    blocks: [
      {
        id: 'nous-contacter-intro',
        type: 'richText',
        html: html`<address>${name}<br>${town.postalCode} ${town.name}</address>`,
      },
      {
        id: 'nous-contacter-form',
        type: 'contactForm',
        title: townHall ? 'Écrire à la mairie' : 'Écrire au domaine',
      },
    ],
  };
  return townHall ? [home, contact] : [home, wines, contact];
}
