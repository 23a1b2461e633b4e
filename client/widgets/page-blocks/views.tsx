// The view of every block type. One line a type; a type without a view renders nothing (a
// layout saved by a newer version, or a type this site does not use).
import type { ComponentType } from 'react';
import type { BlockType } from '#shared/contracts/blocks.ts';
import { AddressBlock } from './types/address.view.tsx';
import { AgendaBlock } from './types/agenda.view.tsx';
import { AlbumBlock } from './types/album.view.tsx';
import { BlogFolderBlock } from './types/blog-folder.view.tsx';
import { CallToActionBlock } from './types/call-to-action.view.tsx';
import { ContactFormBlock } from './types/contact-form.view.tsx';
import { ElementListBlock } from './types/element-list.view.tsx';
import { FormBlock } from './types/form.view.tsx';
import { GalleryBlock } from './types/gallery.view.tsx';
import { ImageBlock } from './types/image.view.tsx';
import { NewsListBlock } from './types/news-list.view.tsx';
import { NewsletterBlock } from './types/newsletter.view.tsx';
import { OpeningHoursBlock } from './types/opening-hours.view.tsx';
import { PopupBlock } from './types/popup.view.tsx';
import { QuickLinksBlock } from './types/quick-links.view.tsx';
import { ReviewsBlock } from './types/reviews.view.tsx';
import { RichTextBlock } from './types/rich-text.view.tsx';
import { ServicesBlock } from './types/services.view.tsx';
import { UsefulNumbersBlock } from './types/useful-numbers.view.tsx';
import { VideoBlock } from './types/video.view.tsx';
import type { BlockViewProps } from './view-props.ts';
import './blocks.css';

export const BLOCK_VIEWS: { [T in BlockType]?: ComponentType<BlockViewProps<T>> } = {
  richText: RichTextBlock,
  image: ImageBlock,
  gallery: GalleryBlock,
  callToAction: CallToActionBlock,
  usefulNumbers: UsefulNumbersBlock,
  elementList: ElementListBlock,
  agenda: AgendaBlock,
  address: AddressBlock,
  form: FormBlock,
  contactForm: ContactFormBlock,
  newsletter: NewsletterBlock,
  popup: PopupBlock,
  newsList: NewsListBlock,
  album: AlbumBlock,
  blogFolder: BlogFolderBlock,
  services: ServicesBlock,
  reviews: ReviewsBlock,
  video: VideoBlock,
  quickLinks: QuickLinksBlock,
  openingHours: OpeningHoursBlock,
};
