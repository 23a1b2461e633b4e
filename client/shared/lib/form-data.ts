// SPEC §7 form-data builder: object values are sent as JSON strings, files under the key
// `images` (several) or `image` (one); with more than one file field, each field's own name.
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly unknown[]
  | Record<string, unknown>;

export function buildFormData(
  values: Record<string, FormValue>,
  files: { images?: readonly File[]; image?: File | null; byField?: Record<string, readonly File[]> } = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    data.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of files.images ?? []) data.append('images', file, file.name);
  if (files.image) data.append('image', files.image, files.image.name);
  for (const [field, list] of Object.entries(files.byField ?? {}))
    for (const file of list) data.append(field, file, file.name);
  return data;
}
