// Messages the API sends to people (docs/architecture.md, "Messages the API sends"). The server
// runs its TypeScript unbuilt (ADR 001), so it cannot use Lingui's macros: a message is a plain
// descriptor with an explicit id, its English source text and the values of its placeholders.
// `npm run i18n:extract` collects every `msg({ id, message })` call of server/ and shared/ into the
// `api` catalogs (locales/<iso>/api.po, scripts/lingui-api-extractor.ts); `npm run i18n:check`
// fails while an id lacks a translation. The API resolves a descriptor in the request's language
// when it writes the envelope (server/api/messages.ts).

export type MessageValues = Readonly<Record<string, string | number>>;

export interface MessageDescriptor {
  /** `api.<area>.<name>`: the catalog key. */
  readonly id: string;
  /** The English source text; `{name}` is a placeholder filled from `values`. */
  readonly message: string;
  readonly values?: MessageValues;
}

/** Declares a message. Write the id and the message as string literals: the extractor reads them
 * from the source, and refuses a call it cannot read. */
export const msg = (descriptor: MessageDescriptor): MessageDescriptor => descriptor;

export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDescriptor).id === 'string' &&
    typeof (value as MessageDescriptor).message === 'string'
  );
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function interpolate(template: string, values: MessageValues | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
