import { describe, expect, it } from 'vitest';
import type { BlockContext } from '../definition.ts';
import { agendaBlock } from './agenda.request.ts';

const context = (search = '', primary = true): BlockContext => ({
  search: new URLSearchParams(search),
  today: '2026-11-20',
  conf: null,
  primary,
  pageParam: primary ? 'page' : 'page-agenda',
});
const request = (block: Record<string, unknown>, ctx: BlockContext) =>
  agendaBlock.request!({ id: 'agenda', type: 'agenda', ...block } as never, ctx) as {
    path: string;
    query?: string;
  }[];

describe('agenda requests', () => {
  it('asks for the events ending today or later, soonest first, with the day rather than the hour', () => {
    expect(request({}, context())).toEqual([
      { path: '/element/agenda', query: 'nbItem=24&page=1&orderBy=startAt%3Aasc&endsAt=gte%3A2026-11-20' },
    ]);
  });

  it('asks for the past events, latest first', () => {
    const [call] = request({ when: 'past', nbItem: 4 }, context());
    expect(new URLSearchParams(call!.query)).toEqual(
      new URLSearchParams('nbItem=4&page=1&orderBy=startAt:desc&endsAt=lt:2026-11-20'),
    );
  });

  it('pages and filters by tag when the block offers it and is the primary list', () => {
    const calls = request({ paginate: true, tagFilter: true }, context('?page=3&tag=culture'));
    expect(calls[1]).toEqual({ path: '/element/agenda/tags' });
    const query = new URLSearchParams(calls[0]!.query);
    expect(query.get('page')).toBe('3');
    expect(query.get('tags')).toBe('culture');
    expect(query.get('endsAt')).toBe('gte:2026-11-20');
    const second = new URLSearchParams(
      request({ tagFilter: true }, context('?page=3&tag=culture', false))[0]!.query,
    );
    expect(second.get('page')).toBe('1');
    expect(second.has('tags')).toBe(false);
  });

  it('pages unless it is a teaser (paginate: false, with its link to all the events)', () => {
    expect(agendaBlock.readsQuery!({ id: 'a', type: 'agenda' })).toBe(true);
    expect(agendaBlock.paginates!({ id: 'a', type: 'agenda' })).toBe(true);
    const teaser = {
      id: 'a',
      type: 'agenda',
      paginate: false,
      moreLink: { label: 'Tout', url: '/agenda' },
    } as const;
    expect(agendaBlock.readsQuery!(teaser)).toBe(false);
    expect(agendaBlock.paginates!(teaser)).toBe(false);
    expect(agendaBlock.readsQuery!({ ...teaser, tagFilter: true })).toBe(true);
  });
});
