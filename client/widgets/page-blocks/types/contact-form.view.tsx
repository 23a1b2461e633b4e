import { ContactForm } from '../../../features/contact-form/index.ts';
import type { BlockViewProps } from '../view-props.ts';

export function ContactFormBlock({ block }: BlockViewProps<'contactForm'>) {
  return (
    <div data-block={block.id} className="block">
      <ContactForm title={block.title} />
    </div>
  );
}
