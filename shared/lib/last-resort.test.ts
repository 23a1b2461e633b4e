import { describe, expect, it } from 'vitest';
import { LAST_RESORT_HEADING, lastResortHtml } from './last-resort.ts';

describe('lastResortHtml', () => {
  it('is a whole French page with its details and a way home, loading nothing', () => {
    const html = lastResortHtml({ status: 500, requestId: 'abc-1', home: '/en' });
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain(`<h1>${LAST_RESORT_HEADING}</h1>`);
    expect(html).toContain('erreur 500');
    expect(html).toContain('Référence : abc-1');
    expect(html).toContain('<a class="button" href="/en">Revenir à l’accueil</a>');
    expect(html).not.toMatch(/<script|<link|<style/);
  });

  it('says the service is briefly unavailable for a 503, and escapes what it is given', () => {
    expect(lastResortHtml({ status: 503 })).toContain('momentanément indisponible');
    const html = lastResortHtml({ status: 500, requestId: '<x>"', home: '/"><script>' });
    expect(html).not.toContain('<x>');
    expect(html).not.toContain('"><script>');
  });
});
