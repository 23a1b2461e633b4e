// A page-builder page's public render (ADR 006 amended by issue 14): the HTML the server stored,
// cut at the places of the site's blocks (written by shared/lib/grape-placeholders.ts), each
// block drawn by its own view in its place; no place left in the markup.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockPlaceholder } from '#shared/lib/grape-placeholders.ts';
import { PageLayout } from './ui.tsx';

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': {} } });
const render = (html: string, blocks: { id: string; type: string; [k: string]: unknown }[]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PageLayout
        page={{ type: 'GRAPE', layout: { id: 4, blocks: blocks as never, html, css: null, hash: 'h' } }}
      />
    </I18nProvider>,
  );

const CTA = {
  id: 'appel-1',
  type: 'callToAction',
  title: 'Inscrivez-vous',
  label: 'Le formulaire',
  url: 'https://demarches.example.fr',
};

describe('a page-builder page', () => {
  it('draws each of the site’s blocks in its place between the HTML parts', () => {
    const markup = render(
      `<section><h2>Avant</h2></section>\n${blockPlaceholder(CTA.id)}\n<section><p>Après</p></section>`,
      [CTA],
    );
    expect(markup).not.toContain('data-parvis-block');
    const [before, cta, after] = ['Avant', 'Inscrivez-vous', 'Après'].map((text) => markup.indexOf(text));
    expect(before).toBeGreaterThan(-1);
    expect(before).toBeLessThan(cta!);
    expect(cta).toBeLessThan(after!);
    expect(markup).toMatch(/^<div class="grape-page"><div class="grape-part"><section>/);
  });

  it('draws nothing for a place whose block is not in the layout, and the HTML alone without places', () => {
    expect(render(blockPlaceholder('ailleurs'), [])).toBe('<div class="grape-page"></div>');
    expect(render('<p>Seul</p>', [])).toBe(
      '<div class="grape-page"><div class="grape-part"><p>Seul</p></div></div>',
    );
  });
});
