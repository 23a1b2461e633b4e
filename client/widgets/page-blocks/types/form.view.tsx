import type { FormDefinition } from '#shared/contracts/town.ts';
import { SiteForm } from '../../../features/site-form/index.ts';
import { type BlockViewProps, okData } from '../view-props.ts';

export function FormBlock({ block, data }: BlockViewProps<'form'>) {
  const form = okData<FormDefinition>(data);
  if (!form) return null;
  return (
    <div data-block={block.id} className="block">
      <SiteForm form={form} />
    </div>
  );
}
