import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '#shared/contracts/blocks.ts';
import { BLOCK_VIEWS, hydratesOnUse, loadBlockViews } from './views.tsx';

describe('the views of the block types', () => {
  it('exist for every block type', () => {
    for (const type of BLOCK_TYPES) expect(BLOCK_VIEWS[type], type).toBeDefined();
  });

  it('load on demand for forms, lists and media, and name their modules for the preload, but a form’s', async () => {
    expect(await loadBlockViews(['richText', 'quickLinks', 'openingHours', 'hologram'])).toEqual([]);
    // a form hydrates when the visitor turns to it (./on-use.ts): its code is no part of a first load
    expect(await loadBlockViews(['contactForm', 'newsList', 'richText', 'newsletter'])).toEqual([
      'client/widgets/page-blocks/on-use.ts',
      'client/widgets/page-blocks/types/news-list.view.tsx',
    ]);
    for (const type of ['form', 'contactForm', 'newsletter']) expect(hydratesOnUse(type), type).toBe(true);
    expect(hydratesOnUse('newsList')).toBe(false);
  });
});
