// GrapesJS ships its interface's translations as plain modules without declarations.
declare module 'grapesjs/locale/fr.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
