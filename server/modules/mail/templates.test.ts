import { describe, expect, it } from 'vitest';
import {
  accountDeletedMail,
  accountExistsMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  type MailContent,
  newsletterConfirmMail,
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
