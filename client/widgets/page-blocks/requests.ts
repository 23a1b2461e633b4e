// The data definitions of every block type that loads something (./definition.ts). One line a
// type; a type missing here renders from its own fields alone.
import type { BlockType } from '#shared/contracts/blocks.ts';
import type { BlockDefinition } from './definition.ts';
import { addressBlock } from './types/address.request.ts';
import { agendaBlock } from './types/agenda.request.ts';
import { albumBlock } from './types/album.request.ts';
import { blogFolderBlock } from './types/blog-folder.request.ts';
import { elementListBlock } from './types/element-list.request.ts';
import { formBlock } from './types/form.request.ts';
import { newsListBlock } from './types/news-list.request.ts';
import { reviewsBlock } from './types/reviews.request.ts';
import { servicesBlock } from './types/services.request.ts';
import { usefulNumbersBlock } from './types/useful-numbers.request.ts';

export const BLOCK_DEFINITIONS: { [T in BlockType]?: BlockDefinition<T> } = {
  usefulNumbers: usefulNumbersBlock,
  elementList: elementListBlock,
  agenda: agendaBlock,
  address: addressBlock,
  form: formBlock,
  newsList: newsListBlock,
  album: albumBlock,
  blogFolder: blogFolderBlock,
  services: servicesBlock,
  reviews: reviewsBlock,
};
