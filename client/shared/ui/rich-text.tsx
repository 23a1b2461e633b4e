import './rich-text.css';
/** Admin-authored HTML, sanitised by an allowlist when it was saved (docs/architecture.md, "decided"). */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by server/modules/content/sanitize.ts
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
