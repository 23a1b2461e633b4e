import { describe, expect, it } from 'vitest';
import type { OrderView } from '#shared/contracts/checkout.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import {
  accountDeletedMail,
  accountExistsMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  formatEuros,
  type MailContent,
  newsletterConfirmMail,
  orderConfirmationMail,
  orderNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from './templates.ts';

const link = (path: string) => `https://vallon-sur-lys.fr${path}/tok_${'a'.repeat(43)}?x=1&y=2`;

/** Every template with the links it must carry, for one site name. */
function all(siteName: string): { name: string; mail: MailContent; links: string[] }[] {
  const verify = link('/mon-compte/confirmer-email');
  const login = 'https://vallon-sur-lys.fr/auth';
  const reset = link('/password/reset');
  const change = link('/mon-compte/confirmer-email');
  const newsletter = link('/newsletter/confirmer');
  return [
    {
      name: 'verifyEmail',
      mail: verifyEmailMail({ siteName, firstname: 'Amélie', link: verify }),
      links: [verify],
    },
    {
      name: 'accountExists',
      mail: accountExistsMail({ siteName, loginLink: login, resetLink: reset }),
      links: [login, reset],
    },
    {
      name: 'passwordReset',
      mail: passwordResetMail({ siteName, link: reset, validityMinutes: 60 }),
      links: [reset],
    },
    { name: 'passwordChanged', mail: passwordChangedMail({ siteName }), links: [] },
    { name: 'emailChangeConfirm', mail: emailChangeConfirmMail({ siteName, link: change }), links: [change] },
    {
      name: 'emailChangeNotice',
      mail: emailChangeNoticeMail({ siteName, newEmail: 'nouvelle@example.org' }),
      links: [],
    },
    { name: 'accountDeleted', mail: accountDeletedMail({ siteName }), links: [] },
    {
      name: 'newsletterConfirm',
      mail: newsletterConfirmMail({ siteName, link: newsletter }),
      links: [newsletter],
    },
  ];
}

const escapeAttr = (value: string) => value.replaceAll('&', '&amp;');

describe.each(all('Vallon-sur-Lys'))('$name', ({ mail, links }) => {
  it('has a French subject and is signed by the site', () => {
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).toMatch(/votre|vous/i);
    expect(mail.text).toContain("L'équipe du site Vallon-sur-Lys");
    expect(mail.html).toContain('L&#39;équipe du site Vallon-sur-Lys');
    expect(mail.text).toMatch(/^Bonjour/);
  });

  it('writes every link on its own line of the text, and as a visible link in the HTML', () => {
    const lines = mail.text.split('\n');
    for (const url of links) {
      expect(lines).toContain(url);
      expect(mail.html).toContain(`<a href="${escapeAttr(url)}"`);
      // Written out in full as well, for clients that drop anchors.
      expect(mail.html).toContain(`>${escapeAttr(url)}</a>`);
    }
    if (links.length === 0) expect(mail.html).not.toContain('<a ');
  });

  it('is simple, accessible HTML', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toMatch(/<h1[ >]/);
    expect(mail.html).toContain(`<title>${mail.subject.replaceAll("'", '&#39;')}</title>`);
    expect(mail.html).not.toMatch(/<img|<link|<style|<script|url\(/i);
  });

  it('has no English left', () => {
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toMatch(/click here|\bdear\b|\bhello\b|\bplease\b|\bthank you\b|\byour\b|\bteam\b/i);
    }
  });
});

describe('templates', () => {
  it('escape a hostile site name in the HTML, and keep it as is in the text', () => {
    const siteName = '<script>alert("x")</script> & Cie';
    for (const { mail } of all(siteName)) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cie');
      expect(mail.text).toContain(`L'équipe du site ${siteName}`);
    }
  });

  it('escape the first name, the new address and the links', () => {
    const verify = verifyEmailMail({
      siteName: 'Vallon',
      firstname: '<b>Zoé</b>',
      link: 'https://vallon.fr/c/"><img src=x>',
    });
    expect(verify.text).toMatch(/^Bonjour <b>Zoé<\/b>,$/m);
    expect(verify.html).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt;,');
    expect(verify.html).not.toMatch(/<b>|<img/);
    expect(verify.html).toContain('href="https://vallon.fr/c/&quot;&gt;&lt;img src=x&gt;"');

    const notice = emailChangeNoticeMail({ siteName: 'Vallon', newEmail: '"><i>x@example.org' });
    expect(notice.text).toContain('"><i>x@example.org');
    expect(notice.html).toContain('&quot;&gt;&lt;i&gt;x@example.org');
  });

  it('never make an anchor of a link that is not a web address', () => {
    const mail = passwordResetMail({ siteName: 'Vallon', link: 'javascript:alert(1)', validityMinutes: 30 });
    expect(mail.html).not.toContain('href=');
    expect(mail.html).toContain('javascript:alert(1)');
  });

  it('say what the message is about', () => {
    expect(verifyEmailMail({ siteName: 'V', firstname: 'A', link: 'https://v.fr/x' }).text).toMatch(
      /48 heures/,
    );
    expect(verifyEmailMail({ siteName: 'V', firstname: 'A', link: 'https://v.fr/x' }).text).toMatch(
      /lettre d'information/,
    );
    const reset = passwordResetMail({ siteName: 'V', link: 'https://v.fr/x', validityMinutes: 30 });
    expect(reset.text).toMatch(/30 minutes/);
    expect(reset.text).toMatch(/une fois/);
    expect(reset.text).toMatch(/mot de passe ne change pas/);
    expect(passwordChangedMail({ siteName: 'V' }).text).toMatch(/sessions ont été fermées/);
    expect(emailChangeConfirmMail({ siteName: 'V', link: 'https://v.fr/x' }).text).toMatch(/48 heures/);
    expect(emailChangeNoticeMail({ siteName: 'V', newEmail: 'n@example.org' }).text).toContain(
      'n@example.org',
    );
    expect(accountDeletedMail({ siteName: 'V' }).text).toMatch(/anonyme/);
    expect(newsletterConfirmMail({ siteName: 'V', link: 'https://v.fr/x' }).text).toMatch(/7 jours/);
  });
});

describe('the order’s mails', () => {
  const order: OrderView = {
    id: 12,
    number: 'CMD-2026-000012',
    state: 'AWAITING_PAYMENT',
    paymentMethod: 'BANK_TRANSFER',
    createdAt: '2026-11-24T10:00:00.000Z',
    reservedUntil: '2026-12-01T10:00:00.000Z',
    email: 'camille.martin@example.org',
    firstname: 'Camille',
    lastname: 'Martin',
    phone: '06 12 34 56 78',
    lines: [
      { productId: 1, declinationId: 2, name: 'Meursault 2022', quantity: 3, unitPrice: 32.5, total: 97.5 },
      {
        productId: 4,
        declinationId: null,
        name: 'Coffret découverte',
        quantity: 1,
        unitPrice: 45,
        total: 45,
      },
    ],
    subtotal: 142.5,
    shippingFees: 16,
    discount: 10,
    discountCode: 'NOEL10',
    total: 148.5,
    deliveryType: 'DELIVERY',
    carrierName: 'Colissimo',
    accessPoint: null,
    collection: null,
    deliveryAddress: {
      firstname: 'Camille',
      lastname: 'Martin',
      address: '3 rue des Tilleuls',
      addressPart2: 'Bâtiment B',
      postalCode: '21000',
      city: 'Dijon',
      country: 250,
    },
    billingAddress: {
      firstname: 'Camille',
      lastname: 'Martin',
      address: '3 rue des Tilleuls',
      postalCode: '21000',
      city: 'Dijon',
      country: 250,
    },
    message: null,
    bankTransfer: {
      holder: 'EARL Domaine du Vallon',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPPXXX',
      reference: 'CMD-2026-000012',
    },
  };
  const link = 'https://domaine-du-vallon.fr/commande/CMD-2026-000012?cle=abc_DEF-123';
  const health = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';
  const confirmation = (view: OrderView, extra: { termsAttached?: boolean; leadTime?: string | null } = {}) =>
    orderConfirmationMail({
      siteName: 'Domaine du Vallon',
      order: view,
      link,
      leadTime: extra.leadTime ?? 'Expédition sous 3 jours ouvrés.',
      healthMessage: health,
      ...(extra.termsAttached === undefined ? {} : { termsAttached: extra.termsAttached }),
    });

  it('write amounts the French way', () => {
    expect(formatEuros(148.5)).toBe('148,50\u00a0€');
    expect(formatEuros(1234)).toBe('1\u202f234,00\u00a0€');
  });

  it('confirm a bank-transfer order: lines, totals, delivery, bank details, deadline, link, terms', () => {
    const mail = confirmation(order);
    expect(mail.subject).toBe('Votre commande CMD-2026-000012');
    expect(mail.text).toMatch(/^Bonjour Camille,$/m);
    expect(mail.text).toContain('mardi 24 novembre 2026 à 11:00');
    expect(mail.text).toContain('3 × Meursault 2022 — 97,50\u00a0€\n1 × Coffret découverte — 45,00\u00a0€');
    expect(mail.text).toContain('Sous-total : 142,50\u00a0€\nLivraison : 16,00\u00a0€');
    expect(mail.text).toContain('Réduction (code NOEL10) : −10,00\u00a0€\nTotal TTC : 148,50\u00a0€');
    expect(mail.text).toContain('Livraison à domicile, à l’adresse :');
    expect(mail.text).toContain('Camille Martin\n3 rue des Tilleuls\nBâtiment B\n21000 Dijon');
    expect(mail.text).toContain('Transporteur : Colissimo');
    expect(mail.text).toContain('Expédition sous 3 jours ouvrés.');
    expect(mail.text).toContain('virement de 148,50\u00a0€');
    expect(mail.text).toContain(
      'Titulaire : EARL Domaine du Vallon\nIBAN : FR76 3000 4000 0312 3456 7890 143\nBIC : BNPAFRPPXXX\nRéférence à indiquer : CMD-2026-000012',
    );
    // the deadline, in Paris (11:00 in winter)
    expect(mail.text).toContain('jusqu’au mardi 1 décembre 2026 à 11:00');
    expect(mail.text).toMatch(/annulée/);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Suivre ma commande :');
    expect(mail.html).toContain(`<a href="${escapeAttr(link)}"`);
    expect(mail.text).toMatch(/jointes à ce message/);
    expect(mail.text).toMatch(/14 jours/);
    expect(mail.text).toMatch(/formulaire de rétractation/);
    expect(mail.text).toContain(health);
    expect(mail.html).toContain(escapeHtml(health));
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain('<h2');
    expect(mail.html).toContain('Camille Martin<br>\n3 rue des Tilleuls');
    for (const body of [mail.subject, mail.text, mail.html])
      expect(body).not.toMatch(/click here|\bdear\b|\bhello\b|\bplease\b|\bthank you\b|\byour\b|\border\b/i);
  });

  it('say where the terms are when none are attached', () => {
    const mail = confirmation(order, { termsAttached: false });
    expect(mail.text).not.toMatch(/jointes/);
    expect(mail.text).toMatch(/14 jours/);
  });

  it('confirm a click-and-collect order paid at the estate, and a relay point', () => {
    const collected = confirmation({
      ...order,
      paymentMethod: 'AT_COLLECTION',
      bankTransfer: null,
      deliveryType: 'CLICK_AND_COLLECT',
      carrierName: null,
      deliveryAddress: null,
      shippingFees: 0,
      collection: { date: '2026-11-26', from: '10:00', to: '12:00', addressName: 'Caveau du domaine' },
    });
    expect(collected.text).toContain(
      'Retrait au domaine le jeudi 26 novembre 2026, entre 10:00 et 12:00, à l’adresse « Caveau du domaine ».',
    );
    expect(collected.text).toContain('Retrait au domaine : gratuit');
    expect(collected.text).toContain('Vous réglerez 148,50\u00a0€ au domaine, lors du retrait');
    expect(collected.text).not.toMatch(/IBAN|Expédition sous/);

    const relay = confirmation({
      ...order,
      deliveryType: 'PICKUP',
      deliveryAddress: null,
      shippingFees: 0,
      accessPoint: {
        id: 'X1',
        name: 'Tabac de la Poste',
        addLine1: '1 place Darcy',
        zipCode: '21000',
        city: 'Dijon',
      },
    });
    expect(relay.text).toContain('Livraison en point relais, à retirer au point :');
    expect(relay.text).toContain('Transporteur : Colissimo');
    expect(relay.text).toContain('Tabac de la Poste\n1 place Darcy\n21000 Dijon');
    expect(relay.text).toContain('Livraison : offerte');
  });

  it('greet only a name that reads as one', () => {
    const mail = confirmation({ ...order, firstname: 'Gagnez sur www.spam.example' });
    expect(mail.text).toMatch(/^Bonjour,$/m);
    expect(mail.text).not.toContain('spam');
  });

  it('tell the estate who ordered what, escaping what the buyer typed', () => {
    const mail = orderNoticeMail({
      siteName: 'Domaine du Vallon',
      order: {
        ...order,
        lastname: '<b>Martin</b>',
        message: 'Livrer après 18 h.\n<script>alert(1)</script>',
      },
    });
    expect(mail.subject).toBe('Nouvelle commande CMD-2026-000012 — 148,50\u00a0€');
    expect(mail.text).toContain(
      'Camille <b>Martin</b>\nE-mail : camille.martin@example.org\nTéléphone : 06 12 34 56 78',
    );
    expect(mail.text).toContain('3 × Meursault 2022 — 97,50\u00a0€');
    expect(mail.text).toContain('Transporteur : Colissimo');
    expect(mail.text).toContain(
      'Virement bancaire, référence CMD-2026-000012, attendu avant le mardi 1 décembre 2026',
    );
    expect(mail.text).toContain('Livrer après 18 h.\n<script>alert(1)</script>');
    expect(mail.html).not.toMatch(/<script>|<b>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Camille &lt;b&gt;Martin&lt;/b&gt;');
  });
});
