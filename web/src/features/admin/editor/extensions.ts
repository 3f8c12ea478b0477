/**
 * What the body editor can hold, as TipTap extensions: StarterKit's text blocks and marks (with
 * its Markdown shortcuts as you type: '## ', '- ', '1. ', '> ', '---', '**bold**', '*italic*',
 * and its keyboard shortcuts and undo history), limited to what the public page shows (h2-h4,
 * no underline, which Markdown cannot store), plus the site's figures: a picture with alt text and
 * caption, the YouTube player, and the verbatim Markdown block (markdown.ts says when each is made).
 *
 * Lists carry how their Markdown was written (marker, numbering delimiter, loose or tight) so an
 * untouched list is written back the same; nothing shows them.
 */
import { Extension, Node, mergeAttributes, type Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { youtubeId, youtubeThumbnailUrl } from '../../../../../shared/youtube.ts';
import { FigureView, MarkdownBlockView, YouTubeView } from './figure-views.tsx';
import type { PastedImages } from './pasted-images.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figures: {
      /** Puts a picture or a YouTube player where the cursor is. */
      insertFigure: (type: 'figure' | 'youtube', attrs: { src: string; alt: string; caption: string }) => ReturnType;
    };
  }
}

const imageAttrs = (img: HTMLImageElement | null) => ({ src: img?.getAttribute('src') ?? '', alt: img?.getAttribute('alt') ?? '' });

/** A picture with its alt text and caption: Markdown `![alt](src "caption")` alone in a paragraph. */
const Figure = Node.create<{ images: PastedImages | null }>({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ images: null }),
  addAttributes: () => ({ src: { default: '' }, alt: { default: '' }, caption: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'figure',
      getAttrs: (el) => {
        const img = el.querySelector('img');
        if (!img || el.querySelector('[data-youtube], iframe')) return false;
        return { ...imageAttrs(img), caption: el.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() ?? '' };
      },
    },
    { tag: 'img[src]', getAttrs: (el) => ({ ...imageAttrs(el as HTMLImageElement), caption: '' }) },
  ],
  renderHTML: ({ node }) => ['figure', ['img', { src: node.attrs.src, alt: node.attrs.alt }], ['figcaption', node.attrs.caption]],
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
  addCommands: () => ({
    // The cursor goes to the line after the figure (a new one if none follows), so the writer
    // types on, and the next picture is not put in this one's place.
    insertFigure:
      (type, attrs) =>
      ({ chain }) =>
        chain()
          .insertContent({ type, attrs })
          .command(({ tr, state }) => {
            // insertContent leaves the new figure selected (or, at times, the cursor after it already).
            if (!(tr.selection instanceof NodeSelection)) return true;
            const after = tr.selection.to;
            if (tr.doc.resolve(after).nodeAfter?.type.name !== 'paragraph') tr.insert(after, state.schema.nodes.paragraph.create());
            tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
            return true;
          })
          .run(),
  }),
});

/** The click-to-load YouTube player: a figure whose address is a YouTube video. */
const YouTube = Node.create({
  name: 'youtube',
  group: 'block',
  atom: true,
  draggable: true,
  // No priority of its own: the first block type is the one ProseMirror makes by default (it
  // must stay the paragraph). Figure's rules step aside for a figure holding a player.
  addAttributes: () => ({ src: { default: '' }, alt: { default: '' }, caption: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'figure',
      getAttrs: (el) => {
        const id = el.querySelector('[data-youtube]')?.getAttribute('data-youtube') ?? youtubeId(el.querySelector('iframe')?.getAttribute('src'));
        if (!id) return false;
        const title = el.querySelector('[aria-label]')?.getAttribute('aria-label')?.replace(/^Play video: /, '') ?? el.querySelector('iframe')?.title ?? '';
        return { src: `https://www.youtube.com/watch?v=${id}`, alt: title, caption: el.querySelector('figcaption')?.textContent?.trim() ?? '' };
      },
    },
    {
      tag: 'iframe[src]',
      getAttrs: (el) => {
        const id = youtubeId(el.getAttribute('src'));
        return id ? { src: `https://www.youtube.com/watch?v=${id}`, alt: el.getAttribute('title') ?? '', caption: '' } : false;
      },
    },
  ],
  renderHTML: ({ node }) => {
    const id = youtubeId(node.attrs.src) ?? '';
    return [
      'figure',
      { class: 'prose-embed' },
      ['div', { class: 'embed', 'data-youtube': id }, ['img', { class: 'embed__poster', src: youtubeThumbnailUrl(id), alt: '' }], ['a', { class: 'embed__play', href: node.attrs.src, 'aria-label': `Play video: ${node.attrs.alt}` }]],
      ['figcaption', node.attrs.caption],
    ];
  },
  addNodeView() {
    return ReactNodeViewRenderer(YouTubeView);
  },
});

/** Markdown the editor has no block for (a table, raw HTML), kept and edited as written. */
const MarkdownBlock = Node.create({
  name: 'markdownBlock',
  group: 'block',
  atom: true,
  addAttributes: () => ({ source: { default: '' } }),
  parseHTML: () => [{ tag: 'pre[data-markdown]', getAttrs: (el) => ({ source: el.textContent ?? '' }) }],
  renderHTML: ({ node, HTMLAttributes }) => ['pre', mergeAttributes(HTMLAttributes, { 'data-markdown': '' }), node.attrs.source],
  addNodeView() {
    return ReactNodeViewRenderer(MarkdownBlockView);
  },
});

/** How a list's Markdown was written, kept for the round trip (not rendered). */
const ListStyle = Extension.create({
  name: 'listStyle',
  addGlobalAttributes: () => [
    {
      types: ['bulletList', 'orderedList'],
      attributes: {
        marker: { default: '-', rendered: false },
        delimiter: { default: '.', rendered: false },
        loose: { default: false, rendered: false },
      },
    },
  ],
});

export interface BodyExtensionOptions {
  placeholder: string;
  /** The pasted pictures on their way to the media library (their figures show it). */
  images: PastedImages;
  /** Mod-K: the toolbar's link field. */
  onLinkShortcut: (editor: Editor) => void;
}

export function bodyExtensions({ placeholder, images, onLinkShortcut }: BodyExtensionOptions) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      underline: false,
      link: { openOnClick: false, autolink: true, linkOnPaste: true, protocols: ['mailto'], HTMLAttributes: { target: null, rel: null } },
      codeBlock: { HTMLAttributes: { spellcheck: 'false' } },
    }),
    Placeholder.configure({ placeholder }),
    ListStyle,
    Figure.configure({ images }),
    YouTube,
    MarkdownBlock,
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': ({ editor }) => {
          onLinkShortcut(editor);
          return true;
        },
      }),
    }),
  ];
}
