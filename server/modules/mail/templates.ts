// The account e-mails, in French (the sites' public language). Each message has a complete
// plain-text version (many readers and filters only look at it) and a simple HTML one: no
// remote images, no stylesheet, the link both as a link and written out for clients that
// strip anchors.
import { escapeHtml } from '#shared/lib/html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph, or a link with its label: the unit both versions are built from. */
type Block = string | { link: string; label: string };

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
    typeof block === 'string' ? block : `${block.label} :\n${block.link}`,
  );
  const text = `${[greeting, ...textBlocks, signature(siteName)].join('\n\n')}\n`;

  const p = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const htmlBlocks = blocks.map((block) =>
    typeof block === 'string' ? p(escapeHtml(block)) : linkHtml(block),
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
