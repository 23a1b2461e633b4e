import { describe, expect, it } from 'vitest';
import { pageBlocksSchema } from './blocks.ts';

describe('pageBlocksSchema: every list reaches all its items', () => {
  const more = { label: 'Tout l’agenda', url: '/infos-utiles/en-ce-moment/agenda' };

  it('accepts lists that paginate (the default) and teasers that link to all their items', () => {
    const blocks = [
      { id: 'a', type: 'agenda' },
      { id: 'b', type: 'elementList', route: 'ecoles', paginate: true },
      { id: 'c', type: 'newsList', nbItem: 4, paginate: false, moreLink: more },
      { id: 'd', type: 'agenda', nbItem: 3, paginate: false, moreLink: more },
    ];
    expect(pageBlocksSchema.safeParse(blocks).success).toBe(true);
  });

  it.each([
    { id: 'x', type: 'agenda', paginate: false },
    { id: 'x', type: 'elementList', route: 'ecoles', paginate: false },
    { id: 'x', type: 'newsList', paginate: false },
    { id: 'x', type: 'blogFolder', folderId: null, paginate: false },
  ])('refuses a $type that shows its first page only without a link to the rest', (block) => {
    const result = pageBlocksSchema.safeParse([block]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [0, 'moreLink'], message: 'more_link_required' });
  });

  it('refuses two blocks with one id, naming the second', () => {
    const result = pageBlocksSchema.safeParse([
      { id: 'a', type: 'contactForm' },
      { id: 'a', type: 'openingHours' },
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [1, 'id'], message: 'duplicate' }),
    ]);
  });
});
