// A rich text block's editor (ADR 015): Tiptap 3 (ProseMirror), in the block editor's chunk only.
// Its toolbar offers what the server's allowlist keeps (headings 2–4, paragraphs, bold, italic,
// lists, quotes, links) and undo/redo; each button says whether it is on (aria-pressed), the arrow
// keys move between them (one Tab stop), and the editable area is a labelled multi-line textbox.
// A link is asked for in a small form under the toolbar: a path of the site, or an https, mailto
// or tel address (linkUrlSchema).
import { Trans, useLingui } from '@lingui/react/macro';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';

/** A link's address the contract accepts (shared/contracts/blocks.ts, linkUrlSchema). */
export const isAllowedLink = (url: string) => /^(\/(?!\/)|https:\/\/|mailto:|tel:)/.test(url.trim());

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // no empty paragraph kept after a last heading or list: it would be saved as such
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => isAllowedLink(url),
      // the page's own links: no new tab, no rel the allowlist would keep anyway
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/** The toolbar's drawings (24 × 24, stroked with the text's colour). */
const ICONS = {
  bullets: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14c0-1 2-1.5 2 0s-2 2-2 4h2',
  quote: 'M4 17h4l2-4V7H4v6h3M13 17h4l2-4V7h-6v6h3',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="rte-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** What the toolbar shows as on or off. */
function toolbarState(editor: Editor | null) {
  const on = (name: string, attributes?: Record<string, unknown>) =>
    editor?.isActive(name, attributes) ?? false;
  return {
    h2: on('heading', { level: 2 }),
    h3: on('heading', { level: 3 }),
    h4: on('heading', { level: 4 }),
    paragraph: on('paragraph') && !on('bulletList') && !on('orderedList') && !on('blockquote'),
    bold: on('bold'),
    italic: on('italic'),
    bulletList: on('bulletList'),
    orderedList: on('orderedList'),
    blockquote: on('blockquote'),
    link: on('link'),
    canUndo: editor?.can().undo() ?? false,
    canRedo: editor?.can().redo() ?? false,
  };
}

function ToolButton({
  label,
  pressed,
  disabled,
  tabStop,
  onPress,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  /** The toolbar's one button in the Tab order. */
  tabStop: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      tabIndex={tabStop ? 0 : -1}
      // the editor keeps its selection: the button does not take the focus from it on a click
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      {children}
    </button>
  );
}

/** The button the arrow keys, Home or End lead to from the focused one, or null for another key. */
function nextButton(event: KeyboardEvent<HTMLDivElement>): number | null {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return null;
  const { key } = event;
  if (key === 'ArrowRight') return (at + 1) % buttons.length;
  if (key === 'ArrowLeft') return (at - 1 + buttons.length) % buttons.length;
  if (key === 'Home') return 0;
  if (key === 'End') return buttons.length - 1;
  return null;
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [url, setUrl] = useState(current);
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const href = url.trim();
    if (!isAllowedLink(href)) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    // a group, not a form: the block editor's fields are not sent as a form
    <fieldset
      className="fieldset rte-link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          editor.commands.focus();
          onClose();
        }
      }}
    >
      <div className={refused ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-url`} className="field-label">
          <Trans>Link address</Trans>
        </label>
        <p id={`${id}-hint`} className="field-hint">
          <Trans>A path of the site (/mairie) or an address starting with https://, mailto: or tel:.</Trans>
        </p>
        {refused && (
          <p id={`${id}-error`} className="field-error">
            <span className="visually-hidden">{t`Error:`} </span>
            {i18n._(fieldErrorMessage('invalid_link'))}
          </p>
        )}
        <input
          id={`${id}-url`}
          className="input"
          type="text"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          // biome-ignore lint/a11y/noAutofocus: the form opens on the toolbar's button, for this field
          autoFocus
          value={url}
          aria-describedby={refused ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={refused || undefined}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </div>
      <div className="rte-link-actions">
        <button type="button" className="button" onClick={apply}>
          <Trans>Apply the link</Trans>
        </button>
        {current && (
          <button type="button" className="button button-secondary" onClick={remove}>
            <Trans>Remove the link</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            editor.commands.focus();
            onClose();
          }}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </fieldset>
  );
}

export function RichTextEditor({
  id,
  label,
  describedBy,
  invalid,
  html,
  onChange,
  onBlur,
}: {
  /** The editable area's id (the focus is moved to it). */
  id: string;
  label: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  html: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const labelId = `${id}-label`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [stop, setStop] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    extensions,
    content: html,
    // the server draws the field's frame; the editor starts in the browser
    immediatelyRender: false,
    // its few rules are in admin.css: the page's CSP refuses an injected <style>
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        class: 'rich-text rte-area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const on = state ?? toolbarState(null);
  const run = (command: (editor: Editor) => void) => {
    if (editor) command(editor);
  };
  const toggle = (mark: Exclude<Mark, 'link'>) =>
    run((e) => {
      const chain = e.chain().focus();
      if (mark === 'bold') chain.toggleBold().run();
      else if (mark === 'italic') chain.toggleItalic().run();
      else if (mark === 'bulletList') chain.toggleBulletList().run();
      else if (mark === 'orderedList') chain.toggleOrderedList().run();
      else chain.toggleBlockquote().run();
    });
  const heading = (level: 2 | 3 | 4) => run((e) => e.chain().focus().toggleHeading({ level }).run());
  return (
    <div className={invalid ? 'rte rte-invalid' : 'rte'}>
      <p id={labelId} className="field-label">
        {label}
      </p>
      <div
        ref={toolbar}
        className="rte-toolbar"
        role="toolbar"
        aria-label={t`Formatting of “${label}”`}
        aria-controls={id}
        onKeyDown={(event) => {
          const next = nextButton(event);
          if (next === null) return;
          event.preventDefault();
          setStop(next);
          toolbar.current?.querySelectorAll<HTMLButtonElement>(':scope > button')[next]?.focus();
        }}
      >
        <ToolButton tabStop={stop === 0} label={t`H2: heading 2`} pressed={on.h2} onPress={() => heading(2)}>
          <span aria-hidden="true">H2</span>
        </ToolButton>
        <ToolButton tabStop={stop === 1} label={t`H3: heading 3`} pressed={on.h3} onPress={() => heading(3)}>
          <span aria-hidden="true">H3</span>
        </ToolButton>
        <ToolButton tabStop={stop === 2} label={t`H4: heading 4`} pressed={on.h4} onPress={() => heading(4)}>
          <span aria-hidden="true">H4</span>
        </ToolButton>
        <ToolButton
          tabStop={stop === 3}
          label={t`Paragraph`}
          pressed={on.paragraph}
          onPress={() => run((e) => e.chain().focus().setParagraph().run())}
        >
          <span aria-hidden="true">¶</span>
        </ToolButton>
        <span className="rte-separator" aria-hidden="true" />
        <ToolButton tabStop={stop === 4} label={t`Bold`} pressed={on.bold} onPress={() => toggle('bold')}>
          <strong aria-hidden="true">G</strong>
        </ToolButton>
        <ToolButton
          tabStop={stop === 5}
          label={t`Italic`}
          pressed={on.italic}
          onPress={() => toggle('italic')}
        >
          <em aria-hidden="true">I</em>
        </ToolButton>
        <span className="rte-separator" aria-hidden="true" />
        <ToolButton
          tabStop={stop === 6}
          label={t`Bulleted list`}
          pressed={on.bulletList}
          onPress={() => toggle('bulletList')}
        >
          <Icon name="bullets" />
        </ToolButton>
        <ToolButton
          tabStop={stop === 7}
          label={t`Numbered list`}
          pressed={on.orderedList}
          onPress={() => toggle('orderedList')}
        >
          <Icon name="numbers" />
        </ToolButton>
        <ToolButton
          tabStop={stop === 8}
          label={t`Quote`}
          pressed={on.blockquote}
          onPress={() => toggle('blockquote')}
        >
          <Icon name="quote" />
        </ToolButton>
        <ToolButton tabStop={stop === 9} label={t`Link`} pressed={on.link} onPress={() => setLinkOpen(true)}>
          <Icon name="link" />
        </ToolButton>
        <span className="rte-separator" aria-hidden="true" />
        <ToolButton
          tabStop={stop === 10}
          label={t`Undo`}
          disabled={!on.canUndo}
          onPress={() => run((e) => e.chain().focus().undo().run())}
        >
          <Icon name="undo" />
        </ToolButton>
        <ToolButton
          tabStop={stop === 11}
          label={t`Redo`}
          disabled={!on.canRedo}
          onPress={() => run((e) => e.chain().focus().redo().run())}
        >
          <Icon name="redo" />
        </ToolButton>
      </div>
      {linkOpen && editor && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
      {editor ? (
        <EditorContent editor={editor} className="rte-frame" />
      ) : (
        // before the editor starts (and on the server): the text as it is, in the same frame
        <div className="rte-frame">
          <div className="rich-text rte-area" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
