import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '#shared/contracts/blocks.ts';
import { BLOCK_VIEWS, loadBlockViews } from './views.tsx';

describe('the views of the block types', () => {
  it('exist for every block type', () => {
    for (const type of BLOCK_TYPES) expect(BLOCK_VIEWS[type], type).toBeDefined();
  });

  it('load on demand for forms, lists and media, and name their modules and texts for the preload', async () => {
    expect(await loadBlockViews(['richText', 'quickLinks', 'openingHours', 'hologram'])).toEqual([]);
    expect(await loadBlockViews(['contactForm', 'newsList', 'richText', 'contactForm'])).toEqual([
      'client/widgets/page-blocks/types/contact-form.view.tsx',
      'catalog:forms',
      'client/widgets/page-blocks/types/news-list.view.tsx',
    ]);
  });
});
