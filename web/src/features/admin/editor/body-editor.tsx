/**
 * The article body, edited as it will look (the public page's `.prose` text and figures) with
 * TipTap, on ProseMirror. Loaded only when an editor page opens (this module is behind a lazy
 * import), so neither the public site nor the rest of the back office downloads it.
 *
 * Why TipTap: ProseMirror is the most proven document model for the web (it powers the editors of
 * the Guardian, the New York Times and Atlassian), with a schema that drops anything pasted it has
 * no place for, a clipboard pipeline we can clean before it parses, input rules for Markdown
 * shortcuts, and an undo history; TipTap adds maintained extensions for the usual marks and blocks
 * and React bindings. Lexical was the other choice: younger, its Markdown and paste handling less
 * complete for Word and Docs. The body's stored form stays Markdown (markdown.ts).
 *
 * The body comes in and goes out as Markdown. While the writer has not changed anything, the body
 * is handed back exactly as stored (even a body written in a style the serialiser would write
 * differently), so opening and saving never rewrites an article.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEditorReadOnly } from './read-only.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { fetchImage, sendImage } from '../lib/media-upload.ts';
import { youtubeId } from '../../../../../shared/youtube.ts';
import { bodyExtensions } from './extensions.ts';
import { PictureDialog, VideoDialog } from './insert-dialogs.tsx';
import { documentText, parseMarkdown, serializeMarkdown } from './markdown.ts';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { PastedImages, readAsDataUrl } from './pasted-images.ts';
import { Toolbar } from './toolbar.tsx';

export interface BodyChange {
  markdown: string;
  /** The words as a reader sees them (word count, read time). */
  text: string;
  /** Figures without alt text. */
  missingAlt: number;
  /** Pasted pictures still being copied, and those that could not be. */
  copying: boolean;
  failedCopies: number;
}

export interface BodyEditorProps {
  /** The stored body: read once, when the editor opens. */
  markdown: string;
  onChange: (change: BodyChange) => void;
  label: string;
  placeholder?: string;
}

export default function BodyEditor({ markdown, onChange, label, placeholder = 'Start writing, or paste from Google Docs or Word...' }: BodyEditorProps) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [linkOpen, setLinkOpen] = useState(false);
  const [dialog, setDialog] = useState<'picture' | 'video' | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const rtf = useRef('');

  const images = useMemo(
    () =>
      new PastedImages({
        // Made smaller and checked like any upload (a pasted screenshot can be 4,000 px wide).
        file: async (file, name, alt) => (await sendImage(request, new File([file], name, { type: file.type }), { alt })).url,
        remote: async (url, alt) => (await fetchImage(request, url, alt)).url,
      }),
    [request],
  );
  // The stored body as the editor reads it: until the document differs from it, the stored text is kept.
  const initial = useMemo(() => {
    const doc = parseMarkdown(markdown);
    return { doc, written: serializeMarkdown(doc) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const report = (editor: Editor) => {
    const doc = editor.getJSON();
    const written = serializeMarkdown(doc);
    let missingAlt = 0;
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'figure' && !String(node.attrs.alt).trim()) missingAlt++;
    });
    changed.current({
      markdown: written === initial.written ? markdown : written,
      text: documentText(doc),
      missingAlt,
      copying: images.busy,
      failedCopies: images.failed,
    });
  };

  // An item the member may not change (read-only.ts): shown, not editable, no toolbar.
  const readOnly = useEditorReadOnly();
  const locked = useRef(readOnly);
  locked.current = readOnly;
  const editor = useEditor({
    editable: !readOnly,
    extensions: bodyExtensions({ placeholder, images, onLinkShortcut: () => setLinkOpen(true) }),
    content: initial.doc,
    editorProps: {
      // A function: ProseMirror reads it again on each update, setEditable's included.
      attributes: () => ({ class: 'ed-body article__content prose', 'aria-label': label, 'aria-multiline': 'true', 'aria-readonly': String(locked.current), role: 'textbox', spellcheck: 'true' }),
      handleDOMEvents: {
        // Word's pictures travel in the RTF of the same copy (rtf-images.ts): keep it for transformPastedHTML.
        paste: (_view, event) => {
          rtf.current = event.clipboardData?.getData('text/rtf') ?? '';
          return false;
        },
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html, rtf.current);
        if (cleaned.droppedImages > 0) {
          toast.error(
            cleaned.droppedImages === 1 ? 'A picture could not be pasted' : `${cleaned.droppedImages} pictures could not be pasted`,
            'Its file stayed on the computer it was copied from: insert it with the Picture button.',
          );
        }
        return cleaned.html;
      },
      transformPasted: (slice) => {
        images.collect(slice);
        return slice;
      },
      handlePaste: (view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        const text = event.clipboardData?.getData('text/plain')?.trim() ?? '';
        const html = event.clipboardData?.getData('text/html') ?? '';
        // A picture alone (a screenshot, "Copy image"): show it at once and copy it to the library.
        if (files.length && !html) {
          void Promise.all(files.map(readAsDataUrl)).then((srcs) => {
            const editor = editorRef.current;
            if (!editor) return;
            editor.chain().focus().insertContent(srcs.map((src) => ({ type: 'figure', attrs: { src, alt: '', caption: '' } }))).run();
            images.collectFrom(editor);
          });
          return true;
        }
        // A YouTube link pasted on an empty line becomes the player (as WordPress and Ghost do).
        const { $from } = view.state.selection;
        if (!html && youtubeId(text) && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0) {
          editorRef.current?.chain().focus().insertFigure('youtube', { src: text, alt: '', caption: '' }).run();
          return true;
        }
        return false;
      },
      handleDrop: (_view, event, _slice, moved) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (moved || !files.length) return false;
        void Promise.all(files.map(readAsDataUrl)).then((srcs) => {
          const editor = editorRef.current;
          if (!editor) return;
          editor.chain().focus().insertContent(srcs.map((src) => ({ type: 'figure', attrs: { src, alt: '', caption: '' } }))).run();
          images.collectFrom(editor);
        });
        return true;
      },
    },
    onCreate: ({ editor: e }) => {
      images.attach(e);
      report(e);
    },
    onUpdate: ({ editor: e }) => report(e),
  });
  const editorRef = useRef<Editor | null>(null);
  editorRef.current = editor;

  // A picture's copy finishing changes what the form may save.
  useEffect(() => {
    const stop = images.subscribe(() => editorRef.current && report(editorRef.current));
    return () => void stop();
  });

  // The editorial state arrives after the editor opened.
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  if (!editor) return null;
  return (
    <div className="ed-body-frame">
      {!readOnly && (
        <Toolbar
          editor={editor}
          linkOpen={linkOpen}
          onLink={() => setLinkOpen((o) => !o)}
          onCloseLink={() => setLinkOpen(false)}
          onImage={() => setDialog('picture')}
          onVideo={() => setDialog('video')}
        />
      )}
      <EditorContent editor={editor} />
      <PictureDialog open={dialog === 'picture'} onClose={() => setDialog(null)} onInsert={(f) => editor.chain().focus().insertFigure('figure', f).run()} />
      <VideoDialog open={dialog === 'video'} onClose={() => setDialog(null)} onInsert={(f) => editor.chain().focus().insertFigure('youtube', f).run()} />
    </div>
  );
}
