import { RichText } from '../../../shared/ui/rich-text.tsx';
import type { BlockViewProps } from '../view-props.ts';

export function RichTextBlock({ block }: BlockViewProps<'richText'>) {
  return <RichText html={block.html} className="rich-text block" />;
}
