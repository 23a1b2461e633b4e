import { z } from 'zod';
import { formResultSchema, formSchema, idOnlyParams } from '../town.ts';
import { defineContract } from './contract.ts';

/** A multipart body once read: the text fields (objects as JSON strings, SPEC §7 form-data
 * builder) and the files, whose bytes decide what they are. */
export const multipartBodySchema = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(
    z.object({
      field: z.string(),
      filename: z.string(),
      /** What the browser claimed. */
      mimeType: z.string(),
      data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'A file’s bytes.'),
      /** Longer than the form takes: only its first bytes were kept. */
      truncated: z.boolean().optional(),
    }),
  ),
});

export const formsContracts = {
  detail: defineContract({
    method: 'GET',
    path: '/forms/:id',
    access: 'public',
    siteWide: true,
    summary: 'A form and its fields.',
    params: idOnlyParams,
    response: formSchema,
    example: {
      id: 3,
      title: 'Demande d’aide du CCAS',
      description: 'Le centre communal d’action sociale vous répond sous huit jours.',
      fields: [
        { name: 'nom', label: 'Nom et prénom', type: 'text', required: true, maxLength: 120 },
        { name: 'email', label: 'Adresse e-mail', type: 'email', required: true },
        { name: 'justificatif', label: 'Justificatif', type: 'file', accept: ['pdf'], maxSizeKb: 2048 },
      ],
    },
  }),
  submit: defineContract({
    method: 'POST',
    path: '/forms/:id/submit',
    access: 'public',
    summary: 'Submits a form as multipart: values, JSON strings for objects, files checked on their bytes.',
    params: idOnlyParams,
    multipart: true,
    body: multipartBodySchema,
    response: formResultSchema,
    example: { message: 'Merci, votre demande a bien été envoyée.' },
  }),
};
