import type { FormDefinition } from '#shared/contracts/town.ts';
import { SiteForm } from '../../../features/site-form/index.ts';
import { type BlockViewProps, okData } from '../view-props.ts';

export function FormBlock({ data }: BlockViewProps<'form'>) {
  const form = okData<FormDefinition>(data);
  if (!form) return null;
  return (
    <div className="block">
      <SiteForm form={form} />
    </div>
  );
}
