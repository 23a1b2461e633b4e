import { describe, expect, it } from 'vitest';
import type { Font } from '#shared/contracts/site.ts';
import { contrastRatio } from '#shared/lib/colour.ts';
import { buildTheme, detailMarginTop, logoPosition, themeCss } from './theme.ts';

const font = (type: Font['type'], family: string, extra: Partial<Font> = {}): Font => ({
  id: 1,
  type,
  family,
  color: null,
  size: null,
  weight: null,
  style: null,
  ...extra,
});

describe('buildTheme', () => {
  it('derives CSS variables from the colour parameters, with the spec defaults', () => {
    const theme = buildTheme({}, []);
    expect(theme.vars['--color-primary']).toBe('#c04c1b');
    expect(theme.vars['--color-accent']).toBe('#cace0b');
    expect(theme.vars['--font-content']).toBe("'Lato', 'Lato fallback', system-ui, sans-serif");
    expect(theme.vars['--title-size']).toBe('1.65em');
    expect(theme.vars['--icon-size']).toBe('16pt');
    expect(theme.dark).toBe(false);
  });

  it('writes an 8-digit colour with its alpha and keeps text colours readable', () => {
    const theme = buildTheme({ PRIMARY_COLOR: '#CACE0B80', BACKGROUND_COLOR: '#ffffff' }, []);
    expect(theme.vars['--color-primary']).toBe('rgba(202, 206, 11, 0.502)');
    expect(contrastRatio(theme.vars['--color-primary-text']!, '#f6f4f1')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.vars['--color-heading']!, '#f6f4f1')).toBeGreaterThanOrEqual(4.5);
    expect(theme.vars['--on-primary']).toBe('#1a1a1a');
  });

  it('detects a dark theme from the background luminance or the switch', () => {
    expect(buildTheme({ BACKGROUND_COLOR: '#202020' }, []).dark).toBe(true);
    expect(buildTheme({ DARK_THEME: 'true' }, []).dark).toBe(true);
  });

  it('uses the site fonts and ignores values that could escape the stylesheet', () => {
    const theme = buildTheme({ MENU_ICON_SIZE: '24', PRIMARY_COLOR: 'red;}body{display:none' }, [
      font('TITLE', 'Merriweather', { size: '2em', weight: '700', color: '#123456' }),
      font('CONTENT', "Lato'; } body { display:none"),
    ]);
    expect(theme.vars['--font-title']).toBe("'Merriweather', system-ui, sans-serif");
    expect(theme.vars['--font-content']).toBe("'Lato', 'Lato fallback', system-ui, sans-serif");
    expect(theme.vars['--title-size']).toBe('2em');
    expect(theme.vars['--color-heading']).toBe('#123456');
    expect(theme.vars['--icon-size']).toBe('24pt');
    expect(theme.vars['--color-primary']).toBe('#c04c1b');
    expect(themeCss(theme)).not.toMatch(/display:none|[{}][^:]*[{}]/);
  });
});

describe('the detail page top margin (SPEC §9)', () => {
  it('is DETAIL_PAGE_MARGIN_TOP pixels, or 28 when the parameter is empty', () => {
    expect(buildTheme({ DETAIL_PAGE_MARGIN_TOP: '48' }, []).vars['--detail-margin-top']).toBe('48px');
    expect(buildTheme({ DETAIL_PAGE_MARGIN_TOP: '0' }, []).vars['--detail-margin-top']).toBe('0px');
    expect(buildTheme({}, []).vars['--detail-margin-top']).toBe('28px');
    expect(buildTheme({ DETAIL_PAGE_MARGIN_TOP: '' }, []).vars['--detail-margin-top']).toBe('28px');
    expect(buildTheme({ DETAIL_PAGE_MARGIN_TOP: null }, []).vars['--detail-margin-top']).toBe('28px');
  });

  it('falls back to 28 for a value that is not a sane length', () => {
    for (const value of ['abc', '-5', '5000', '12px;color:red']) {
      expect(detailMarginTop({ DETAIL_PAGE_MARGIN_TOP: value }), value).toBe(28);
    }
    expect(detailMarginTop({ DETAIL_PAGE_MARGIN_TOP: '31.6' })).toBe(32);
  });
});

describe('the logo (SPEC §9)', () => {
  it('has the spec’s heights as CSS variables: 200 in the header, 90 on mobile, 140 in the footer', () => {
    const { vars } = buildTheme({}, []);
    expect(vars).toMatchObject({
      '--logo-height-desktop': '200px',
      '--logo-height-mobile': '90px',
      '--logo-height-footer': '140px',
    });
  });

  it('is placed by LOGO_POSITION, at the top when it is empty or unknown', () => {
    expect(logoPosition({})).toBe('top');
    expect(logoPosition({ LOGO_POSITION: 'top' })).toBe('top');
    expect(logoPosition({ LOGO_POSITION: ' Left ' })).toBe('left');
    expect(logoPosition({ LOGO_POSITION: 'bottom' })).toBe('top');
  });
});
