/**
 * The body's toolbar: text styles, marks, link, lists, quote, divider, picture, video, undo and
 * redo. Each button says its keyboard shortcut in its tooltip and shows whether it applies where
 * the cursor is (aria-pressed). It sticks under the page's top bar and scrolls sideways on a phone.
 * The link field opens under it (also with Ctrl/Cmd+K).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { DividerIcon, FilmIcon, ImageIcon, LinkIcon, ListIcon, ListOrderedIcon, QuoteIcon, RedoIcon, UndoIcon } from '../components/icons.tsx';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

interface ToolProps {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, shortcut, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className={`ed-tool${active ? ' is-active' : ''}`}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the text selection: the editor must not lose focus to the button.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface ToolbarProps {
  editor: Editor;
  linkOpen: boolean;
  onLink: () => void;
  onCloseLink: () => void;
  onImage: () => void;
  onVideo: () => void;
}

export function Toolbar({ editor, linkOpen, onLink, onCloseLink, onImage, onVideo }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="ed-toolbar-wrap">
      <div className="ed-toolbar" role="toolbar" aria-label="Formatting">
        <div className="ed-toolbar__group">
          <Tool label="H2 heading" shortcut={`${MOD}Alt+2`} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
            <span className="ed-tool__text">H2</span>
          </Tool>
          <Tool label="H3 subheading" shortcut={`${MOD}Alt+3`} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
            <span className="ed-tool__text">H3</span>
          </Tool>
        </div>
        <div className="ed-toolbar__group">
          <Tool label="Bold" shortcut={`${MOD}B`} active={state.bold} onClick={() => chain().toggleBold().run()}>
            <strong className="ed-tool__text">B</strong>
          </Tool>
          <Tool label="Italic" shortcut={`${MOD}I`} active={state.italic} onClick={() => chain().toggleItalic().run()}>
            <em className="ed-tool__text ed-tool__text--serif">I</em>
          </Tool>
          <Tool label="Strikethrough" shortcut={`${MOD}Shift+S`} active={state.strike} onClick={() => chain().toggleStrike().run()}>
            <s className="ed-tool__text">S</s>
          </Tool>
          <Tool label="Link" shortcut={`${MOD}K`} active={state.link || linkOpen} onClick={onLink}>
            <LinkIcon size={18} />
          </Tool>
        </div>
        <div className="ed-toolbar__group">
          <Tool label="Bulleted list" shortcut={`${MOD}Shift+8`} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
            <ListIcon size={18} />
          </Tool>
          <Tool label="Numbered list" shortcut={`${MOD}Shift+7`} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
            <ListOrderedIcon size={18} />
          </Tool>
          <Tool label="Quote" shortcut={`${MOD}Shift+B`} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
            <QuoteIcon size={18} />
          </Tool>
          <Tool label="Divider" onClick={() => chain().setHorizontalRule().run()}>
            <DividerIcon size={18} />
          </Tool>
        </div>
        <div className="ed-toolbar__group">
          <Tool label="Picture" onClick={onImage}>
            <ImageIcon size={18} />
          </Tool>
          <Tool label="YouTube video" onClick={onVideo}>
            <FilmIcon size={18} />
          </Tool>
        </div>
        <div className="ed-toolbar__group">
          <Tool label="Undo" shortcut={`${MOD}Z`} disabled={!state.undo} onClick={() => chain().undo().run()}>
            <UndoIcon size={18} />
          </Tool>
          <Tool label="Redo" shortcut={`${MOD}Shift+Z`} disabled={!state.redo} onClick={() => chain().redo().run()}>
            <RedoIcon size={18} />
          </Tool>
        </div>
      </div>
      {linkOpen && <LinkBar editor={editor} onClose={onCloseLink} />}
    </div>
  );
}

/** The link's address under the toolbar: Enter applies, Escape closes, Remove unlinks. */
function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = String(editor.getAttributes('link').href ?? '');
  const [href, setHref] = useState(current);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const value = href.trim();
    if (!value) return remove();
    const url = /^(https?:|mailto:|\/|#)/i.test(value) ? value : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value) ? `mailto:${value}` : `https://${value}`;
    if (!/^(https?:\/\/[^\s]+\.[^\s]+|mailto:\S+@\S+|\/\S*)$/i.test(url)) {
      setError('Enter a web address (https://...) or an e-mail address');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <div className="ed-linkbar" role="group" aria-label="Link">
      <input
        ref={input}
        className="adm-input"
        type="url"
        inputMode="url"
        value={href}
        placeholder="Paste or type a link: https://..."
        aria-label="Link address"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ed-link-error' : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            editor.commands.focus();
            onClose();
          }
        }}
      />
      <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={apply}>
        Apply
      </button>
      {current && (
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={remove}>
          Remove link
        </button>
      )}
      <button
        type="button"
        className="adm-btn adm-btn--secondary adm-btn--sm"
        onClick={() => {
          editor.commands.focus();
          onClose();
        }}
      >
        Cancel
      </button>
      {error && (
        <p id="ed-link-error" className="adm-field__error ed-linkbar__error">
          {error}
        </p>
      )}
    </div>
  );
}
