// The account e-mails, in French (the sites' public language). Each message has a complete
// plain-text version (many readers and filters only look at it) and a simple HTML one: no
// remote images, no stylesheet, the link both as a link and written out for clients that
// strip anchors.
import type { OrderView } from '#shared/contracts/checkout.ts';
import { SITE_TIME_ZONE } from '#shared/lib/format.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { dateTimeFormat } from '#shared/lib/intl.ts';
import type { MailAttachment } from './mailer.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A paragraph, a link with its label, a section's title, or lines kept together (an address, a
 * list of wines): the units both versions are built from. */
type Block = string | { link: string; label: string } | { heading: string } | { lines: string[] };

interface Letter {
  siteName: string;
  subject: string;
  heading: string;
  greeting?: string;
  blocks: Block[];
}

const signature = (siteName: string) => `L'équipe du site ${siteName}`;

function render({ siteName, subject, heading, greeting = 'Bonjour,', blocks }: Letter): MailContent {
  const textBlocks = blocks.map((block) =>
    typeof block === 'string'
      ? block
      : 'link' in block
        ? `${block.label} :\n${block.link}`
        : 'heading' in block
          ? block.heading
          : block.lines.join('\n'),
  );
  const text = `${[greeting, ...textBlocks, signature(siteName)].join('\n\n')}\n`;

  const p = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const htmlBlocks = blocks.map((block) =>
    typeof block === 'string'
      ? p(escapeHtml(block))
      : 'link' in block
        ? linkHtml(block)
        : 'heading' in block
          ? `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3">${escapeHtml(block.heading)}</h2>`
          : p(block.lines.map(escapeHtml).join('<br>\n')),
  );
  const html = [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>`,
    p(escapeHtml(greeting)),
    ...htmlBlocks,
    p(escapeHtml(signature(siteName))),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}

function linkHtml({ link, label }: { link: string; label: string }): string {
  const shown = escapeHtml(link);
  // Only web links become anchors: a `javascript:` or `data:` URL from a misconfigured site
  // address must not be one click away.
  const anchor = (content: string, style: string) =>
    /^https?:\/\//i.test(link) ? `<a href="${shown}" style="${style}">${content}</a>` : content;
  return [
    `<p style="margin:0 0 16px">${anchor(escapeHtml(label), 'color:#0b4f9c;font-weight:bold')}</p>`,
    '<p style="margin:0 0 16px">Si le lien ne s\'ouvre pas, copiez cette adresse dans votre navigateur :<br>',
    `${anchor(shown, 'color:#0b4f9c;word-break:break-all')}</p>`,
  ].join('\n');
}

export function verifyEmailMail(args: { siteName: string; firstname: string; link: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Confirmez votre adresse e-mail',
    heading: `Bienvenue sur le site ${args.siteName}`,
    greeting: `Bonjour ${args.firstname},`,
    blocks: [
      `Bienvenue sur le site ${args.siteName}. Votre compte est créé et vous pouvez dès maintenant vous en servir.`,
      "Confirmez votre adresse e-mail pour pouvoir recevoir la lettre d'information. Ce lien est valable 48 heures.",
      { label: 'Confirmer mon adresse e-mail', link: args.link },
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    ],
  });
}

export function accountExistsMail(args: {
  siteName: string;
  loginLink: string;
  resetLink: string;
}): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Vous avez déjà un compte',
    heading: 'Vous avez déjà un compte',
    blocks: [
      `Quelqu'un a voulu créer un compte sur le site ${args.siteName} avec votre adresse e-mail, qui a déjà un compte.`,
      "Si c'était vous, connectez-vous avec votre mot de passe habituel.",
      { label: 'Me connecter', link: args.loginLink },
      "Si vous l'avez oublié, choisissez-en un nouveau.",
      { label: 'Réinitialiser mon mot de passe', link: args.resetLink },
      "Si ce n'était pas vous, ignorez ce message : votre compte ne change pas.",
    ],
  });
}

export function passwordResetMail(args: {
  siteName: string;
  link: string;
  validityMinutes: number;
}): MailContent {
  const validity = `${args.validityMinutes} minute${args.validityMinutes > 1 ? 's' : ''}`;
  return render({
    siteName: args.siteName,
    subject: 'Réinitialisation de votre mot de passe',
    heading: 'Réinitialisation de votre mot de passe',
    blocks: [
      `Vous avez demandé à choisir un nouveau mot de passe pour votre compte sur le site ${args.siteName}.`,
      `Ce lien est valable ${validity} et ne sert qu'une fois.`,
      { label: 'Choisir un nouveau mot de passe', link: args.link },
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
    ],
  });
}

export function invitationMail(args: {
  siteName: string;
  inviter: string;
  link: string;
  validityDays: number;
}): MailContent {
  return render({
    siteName: args.siteName,
    subject: `Invitation à administrer le site ${args.siteName}`,
    heading: 'Vous êtes invité à administrer le site',
    blocks: [
      `${args.inviter || 'Un administrateur'} vous invite à administrer le site ${args.siteName} : pages, contenus et réglages.`,
      `Choisissez votre mot de passe avec ce lien, valable ${args.validityDays} jours et qui ne sert qu'une fois ; vous vous connecterez ensuite avec cette adresse e-mail.`,
      { label: 'Choisir mon mot de passe', link: args.link },
      'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : aucun compte ne sera utilisable sans ce lien.',
    ],
  });
}

export function loginFailuresMail(args: { siteName: string; resetLink: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Tentatives de connexion à votre compte',
    heading: 'Tentatives de connexion à votre compte',
    blocks: [
      `Plusieurs tentatives de connexion à votre compte sur le site ${args.siteName} viennent d'échouer : le mot de passe donné n'était pas le bon.`,
      "Si c'était vous, rien n'est bloqué : vous pouvez vous reconnecter, chaque essai est seulement un peu ralenti pendant quelques minutes.",
      "Si ce n'était pas vous, votre compte reste protégé tant que votre mot de passe n'est connu de personne. Par prudence, vous pouvez en choisir un nouveau.",
      { label: 'Choisir un nouveau mot de passe', link: args.resetLink },
    ],
  });
}

export function passwordChangedMail(args: { siteName: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Votre mot de passe a été modifié',
    heading: 'Votre mot de passe a été modifié',
    blocks: [
      `Le mot de passe de votre compte sur le site ${args.siteName} vient d'être modifié.`,
      'Par sécurité, toutes vos sessions ont été fermées : reconnectez-vous avec le nouveau mot de passe.',
      "Si ce n'est pas vous qui l'avez modifié, réinitialisez votre mot de passe tout de suite depuis la page de connexion du site et prévenez les responsables du site.",
    ],
  });
}

export function emailChangeConfirmMail(args: { siteName: string; link: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Confirmez votre nouvelle adresse e-mail',
    heading: 'Confirmez votre nouvelle adresse e-mail',
    blocks: [
      `Vous avez demandé que cette adresse devienne celle de votre compte sur le site ${args.siteName}.`,
      'Confirmez-la pour que le changement prenne effet. Ce lien est valable 48 heures.',
      { label: 'Confirmer ma nouvelle adresse', link: args.link },
      "Si vous n'avez rien demandé, ignorez ce message : aucun compte ne sera rattaché à cette adresse.",
    ],
  });
}

export function emailChangeNoticeMail(args: { siteName: string; newEmail: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Demande de changement de votre adresse e-mail',
    heading: 'Demande de changement de votre adresse e-mail',
    blocks: [
      `Un changement d'adresse e-mail a été demandé pour votre compte sur le site ${args.siteName}. La nouvelle adresse demandée est ${args.newEmail}.`,
      "Rien ne change tant que la nouvelle adresse n'a pas été confirmée depuis le message qui lui a été envoyé.",
      "Si ce n'est pas vous qui l'avez demandé, changez votre mot de passe et prévenez les responsables du site.",
    ],
  });
}

export function accountDeletedMail(args: { siteName: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: 'Votre compte a été supprimé',
    heading: 'Votre compte a été supprimé',
    blocks: [
      `Votre compte sur le site ${args.siteName} et vos données personnelles ont été supprimés.`,
      "Si vous aviez passé des commandes, elles sont conservées sous une forme anonyme, comme l'exigent les obligations comptables.",
      'Merci de votre confiance.',
    ],
  });
}

export function newsletterConfirmMail(args: { siteName: string; link: string }): MailContent {
  return render({
    siteName: args.siteName,
    subject: "Confirmez votre inscription à la lettre d'information",
    heading: "Confirmez votre inscription à la lettre d'information",
    blocks: [
      `Vous avez demandé à recevoir la lettre d'information du site ${args.siteName}.`,
      "Confirmez votre inscription pour qu'elle soit prise en compte. Ce lien est valable 7 jours.",
      { label: 'Confirmer mon inscription', link: args.link },
      "Si vous n'avez rien demandé, ignorez ce message : vous ne recevrez rien.",
    ],
  });
}

/** To the site's contact address: a message left with the contact form. */
export function contactMessageMail(args: {
  siteName: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}): MailContent {
  return render({
    siteName: args.siteName,
    subject: `Message du site : ${args.subject}`,
    heading: 'Nouveau message reçu par le formulaire de contact',
    blocks: [
      `De : ${args.name} <${args.email}>${args.phone ? `, téléphone ${args.phone}` : ''}`,
      `Objet : ${args.subject}`,
      args.message,
      'Pour répondre, écrivez directement à l’adresse de l’expéditeur.',
    ],
  });
}

/** To someone who registered for an agenda event. */
/** The mail of an agenda registration. Nothing the visitor typed is in it but their name, and
 * only when it reads as a name (`greetingName`): the title, date and place come from the event,
 * the links from the site's own address (a mail of the town must not carry a caller's text). */
export function eventRegistrationMail(args: {
  siteName: string;
  name: string;
  title: string;
  when: string | null;
  location: string | null;
  /** PENDING: the place is held until the link confirms it; WAITLIST: the event is full. */
  status: 'PENDING' | 'WAITLIST';
  holdMinutes: number;
  /** The confirmation link (PENDING), or the event's page (WAITLIST). */
  link: string;
}): MailContent {
  const name = greetingName(args.name);
  const waitlist = args.status === 'WAITLIST';
  return render({
    siteName: args.siteName,
    subject: waitlist ? `Liste d’attente : ${args.title}` : `Confirmez votre inscription : ${args.title}`,
    heading: waitlist ? 'Vous êtes sur la liste d’attente' : 'Confirmez votre inscription',
    greeting: name ? `Bonjour ${name},` : 'Bonjour,',
    blocks: [
      waitlist
        ? `L’événement « ${args.title} » est complet. Vous êtes inscrit·e sur la liste d’attente : nous vous écrirons si une place se libère.`
        : `Une inscription à « ${args.title} » a été demandée avec cette adresse. Votre place est réservée pendant ${args.holdMinutes} minutes : confirmez-la en suivant le lien ci-dessous, sinon elle sera libérée.`,
      ...(args.when ? [`Date : ${args.when}`] : []),
      ...(args.location ? [`Lieu : ${args.location}`] : []),
      waitlist
        ? { link: args.link, label: 'Voir l’événement et l’ajouter à votre agenda' }
        : { link: args.link, label: 'Confirmer mon inscription' },
      ...(waitlist
        ? []
        : ['Si vous n’avez rien demandé, ignorez ce message : sans confirmation, rien n’est enregistré.']),
    ],
  });
}

/** A visitor's name as a mail may greet them: control characters and runs of spaces removed, at
 * most 60 characters, and nothing at all when it looks like a link or an address (a name never
 * holds `://`, `www.`, `@` or a domain), so that the town's mail cannot carry a caller's message. */
export function greetingName(raw: string): string | null {
  const name = raw
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || name.length > 60) return null;
  if (/:\/\/|www\.|@|\b[\p{L}\d-]+\.[\p{L}]{2,}\b|[<>{}[\]\\]/iu.test(name)) return null;
  return name;
}

// ---------------------------------------------------------------------------------------------
// The order's e-mails (issue 13, ADR 012): the buyer's confirmation, with the sale terms attached
// by the caller, and the estate's notice. Amounts and dates are written the French way, the dates
// in the site's time zone.

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** An amount in euros as the order's mails write it (« 45,90 € »). */
export const formatEuros = (value: number): string => euroFormat.format(value);

/** « mardi 24 novembre 2026 à 11:00 », in Paris. */
const frenchInstant = (iso: string): string =>
  dateTimeFormat('fr-FR', { timeZone: SITE_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** « jeudi 26 novembre 2026 », for a calendar day `YYYY-MM-DD`. */
const frenchDay = (day: string): string =>
  dateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${day}T12:00:00Z`));

type OrderAddressView = NonNullable<OrderView['deliveryAddress']>;

function addressLines(address: OrderAddressView): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.address,
    ...(address.addressPart2 ? [address.addressPart2] : []),
    `${address.postalCode} ${address.city}`,
    ...(address.countryName ? [address.countryName] : []),
  ];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** How the wine reaches the buyer: a sentence, then the place as lines, then the carrier. */
function deliveryBlocks(order: OrderView): Block[] {
  const carrier = order.carrierName ? [`Transporteur : ${order.carrierName}`] : [];
  if (order.deliveryType === 'DELIVERY')
    return [
      'Livraison à domicile, à l’adresse :',
      ...(order.deliveryAddress ? [{ lines: addressLines(order.deliveryAddress) }] : []),
      ...carrier,
    ];
  if (order.deliveryType === 'PICKUP') {
    const point = order.accessPoint ?? {};
    const zip = [text(point.zipCode), text(point.city)].filter(Boolean).join(' ');
    const lines = [text(point.name), text(point.addLine1), zip || null].filter(
      (l): l is string => l !== null,
    );
    const hours = text(point.openingHours);
    return [
      'Livraison en point relais, à retirer au point :',
      ...(lines.length ? [{ lines }] : []),
      ...(hours ? [`Horaires du point relais : ${hours}`] : []),
      ...carrier,
    ];
  }
  if (order.deliveryType === 'CLICK_AND_COLLECT' && order.collection) {
    const { date, from, to, addressName } = order.collection;
    return [
      `Retrait au domaine le ${frenchDay(date)}, entre ${from} et ${to}, à l’adresse « ${addressName} ».`,
    ];
  }
  return [];
}

function orderLinesBlocks(order: OrderView): Block[] {
  const totals = [
    `Sous-total : ${formatEuros(order.subtotal)}`,
    order.deliveryType === 'CLICK_AND_COLLECT'
      ? 'Retrait au domaine : gratuit'
      : `Livraison : ${order.shippingFees > 0 ? formatEuros(order.shippingFees) : 'offerte'}`,
    ...(order.discount > 0
      ? [
          `Réduction${order.discountCode ? ` (code ${order.discountCode})` : ''} : −${formatEuros(order.discount)}`,
        ]
      : []),
    `Total TTC : ${formatEuros(order.total)}`,
  ];
  return [
    {
      lines: order.lines.map((line) => `${line.quantity} × ${line.name} — ${formatEuros(line.total)}`),
    },
    { lines: totals },
  ];
}

const PAYMENT_LABELS: Record<OrderView['paymentMethod'], string> = {
  BANK_TRANSFER: 'Virement bancaire',
  AT_COLLECTION: 'Paiement au retrait, au domaine',
  CARD: 'Carte bancaire',
};

function paymentBlocks(order: OrderView): Block[] {
  const total = formatEuros(order.total);
  if (order.state === 'PAID') return [`Votre paiement de ${total} est bien reçu. Merci !`];
  if (order.paymentMethod === 'BANK_TRANSFER') {
    const bank = order.bankTransfer;
    return [
      `Pour régler votre commande, faites un virement de ${total} au compte suivant, en indiquant la référence ${order.number} :`,
      ...(bank
        ? [
            {
              lines: [
                `Titulaire : ${bank.holder}`,
                `IBAN : ${bank.iban}`,
                ...(bank.bic ? [`BIC : ${bank.bic}`] : []),
                `Référence à indiquer : ${bank.reference}`,
              ],
            },
          ]
        : []),
      ...(order.reservedUntil
        ? [
            `Vos vins vous sont réservés jusqu’au ${frenchInstant(order.reservedUntil)} : sans virement reçu à cette date, la commande sera annulée. Elle est préparée dès réception du virement.`,
          ]
        : []),
    ];
  }
  if (order.paymentMethod === 'AT_COLLECTION')
    return [`Vous réglerez ${total} au domaine, lors du retrait de votre commande.`];
  return [`Paiement par carte bancaire de ${total}.`];
}

/** To the buyer: the order, how it travels and is paid, its link, the right of withdrawal. */
export function orderConfirmationMail(args: {
  siteName: string;
  order: OrderView;
  link: string;
  /** The estate's stated delivery time (DELIVERY_LEAD_TIME), for a delivered order. */
  leadTime: string | null;
  healthMessage: string;
  /** Whether the sale terms go with the mail (as a PDF); without, the mail says where they are. */
  termsAttached?: boolean;
}): MailContent {
  const { order } = args;
  const name = greetingName(order.firstname);
  const delivered = order.deliveryType === 'DELIVERY' || order.deliveryType === 'PICKUP';
  return render({
    siteName: args.siteName,
    subject: `Votre commande ${order.number}`,
    heading: 'Merci pour votre commande',
    greeting: name ? `Bonjour ${name},` : 'Bonjour,',
    blocks: [
      `Votre commande ${order.number} du ${frenchInstant(order.createdAt)} est bien enregistrée sur le site ${args.siteName}. En voici le récapitulatif.`,
      { heading: 'Vos vins' },
      ...orderLinesBlocks(order),
      { heading: order.deliveryType === 'CLICK_AND_COLLECT' ? 'Retrait' : 'Livraison' },
      ...deliveryBlocks(order),
      ...(delivered && args.leadTime ? [args.leadTime] : []),
      ...(order.deliveryType === 'CLICK_AND_COLLECT'
        ? ['Munissez-vous d’une pièce d’identité : les vins ne sont remis qu’à une personne majeure.']
        : []),
      { heading: 'Paiement' },
      ...paymentBlocks(order),
      'Suivez votre commande, et annulez-la si besoin tant qu’elle n’est pas réglée, depuis cette page :',
      { label: 'Suivre ma commande', link: args.link },
      { heading: 'Droit de rétractation' },
      args.termsAttached === false
        ? 'Vous disposez d’un délai de 14 jours à compter de la réception de vos vins pour exercer votre droit de rétractation, sans avoir à vous justifier, par une déclaration dénuée d’ambiguïté adressée au domaine. Les conditions générales de vente figurent sur le site.'
        : 'Nos conditions générales de vente sont jointes à ce message (fichier PDF) : conservez-les. Vous disposez d’un délai de 14 jours à compter de la réception de vos vins pour exercer votre droit de rétractation, sans avoir à vous justifier ; le modèle de formulaire de rétractation figure dans ces conditions.',
      args.healthMessage,
    ],
  });
}

/** To the estate (its COMPANY_EMAIL): a new order, everything needed to prepare it. What the buyer
 * typed is written as text (escaped in the HTML by `render`). */
export function orderNoticeMail(args: { siteName: string; order: OrderView }): MailContent {
  const { order } = args;
  const payment =
    order.paymentMethod === 'BANK_TRANSFER'
      ? `${PAYMENT_LABELS.BANK_TRANSFER}, référence ${order.number}${order.reservedUntil ? `, attendu avant le ${frenchInstant(order.reservedUntil)}` : ''}.`
      : `${PAYMENT_LABELS[order.paymentMethod]}.`;
  return render({
    siteName: args.siteName,
    subject: `Nouvelle commande ${order.number} — ${formatEuros(order.total)}`,
    heading: `Nouvelle commande ${order.number}`,
    blocks: [
      `Une commande de ${formatEuros(order.total)} a été passée le ${frenchInstant(order.createdAt)} sur le site ${args.siteName}.`,
      { heading: 'Client' },
      {
        lines: [
          `${order.firstname} ${order.lastname}`,
          `E-mail : ${order.email}`,
          `Téléphone : ${order.phone}`,
        ],
      },
      { heading: 'Vins' },
      ...orderLinesBlocks(order),
      { heading: order.deliveryType === 'CLICK_AND_COLLECT' ? 'Retrait' : 'Livraison' },
      ...deliveryBlocks(order),
      'Adresse de facturation :',
      { lines: addressLines(order.billingAddress) },
      { heading: 'Paiement' },
      payment,
      ...(order.message ? [{ heading: 'Message du client' }, { lines: order.message.split(/\r?\n/) }] : []),
      'Pour écrire au client, répondez simplement à ce message.',
    ],
  });
}
