import type { FormDefinition } from '#shared/contracts/town.ts';
import { defineBlock } from '../definition.ts';

/** A form of the site: its definition is read with the page (GET /forms/{id}). */
export const formBlock = defineBlock('form', {
  request: (block) => ({ path: `/forms/${block.formId}` }),
  select: (data): FormDefinition => data as FormDefinition,
});
