// SPEC §7 form-data builder: object values are sent as JSON strings, files under the key
// `images` when there are several and `image` when there is one (the count decides, not the
// field: one file chosen in a field that accepts several still goes under `image`); with more
// than one file field, each field's own name.
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
  files: { files?: readonly File[]; byField?: Record<string, readonly File[]> } = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    data.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const list = files.files ?? [];
  const key = list.length === 1 ? 'image' : 'images';
  for (const file of list) data.append(key, file, file.name);
  for (const [field, fieldFiles] of Object.entries(files.byField ?? {}))
    for (const file of fieldFiles) data.append(field, file, file.name);
  return data;
}
