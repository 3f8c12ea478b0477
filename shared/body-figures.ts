/**
 * The site's one Markdown convention beyond CommonMark/GFM, read the same way by the public
 * renderer (server/modules/content/markdown.ts) and the back office's editor
 * (web/src/features/admin/editor/markdown.ts): an image standing alone in its paragraph is a
 * figure.
 *
 *   ![Alt text](/media/uploads/.../photo.jpg "The caption")   a picture with its caption
 *   ![Video title](https://www.youtube.com/watch?v=ID "Caption")   the click-to-load YouTube player
 *
 * The alt text says what the picture shows (for screen readers and when it cannot load); the
 * title, which plain Markdown shows as a tooltip, is the caption under it. An "image" whose address
 * is a YouTube video is the video: every other Markdown reader still shows its title and link.
 */
import type { Token, Tokens } from 'marked';
import { youtubeId } from './youtube.ts';

export type BodyFigure =
  | { kind: 'image'; src: string; alt: string; caption: string }
  | { kind: 'youtube'; id: string; src: string; alt: string; caption: string };

/** The figure a paragraph is (its only content is one image, spaces aside), or null. */
export function figureOf(paragraph: Tokens.Paragraph | Tokens.Text): BodyFigure | null {
  const parts = (paragraph.tokens ?? []).filter((t: Token) => !(t.type === 'text' && !t.raw.trim()));
  if (parts.length !== 1 || parts[0].type !== 'image') return null;
  const image = parts[0] as Tokens.Image;
  const src = image.href;
  const alt = unescapeMarkdown(image.text);
  const caption = image.title ?? '';
  const id = youtubeId(src);
  return id ? { kind: 'youtube', id, src, alt, caption } : { kind: 'image', src, alt, caption };
}

/** The Markdown of a figure, as figureOf reads it back. */
export function figureMarkdown(figure: { src: string; alt: string; caption: string }): string {
  const alt = oneLine(figure.alt).replace(/[\\[\]]/g, '\\$&');
  const src = /[\s()<>]/.test(figure.src) ? `<${figure.src.replace(/[<>]/g, encodeURIComponent)}>` : figure.src;
  const caption = oneLine(figure.caption);
  return `![${alt}](${src}${caption ? ` "${caption.replace(/[\\"]/g, '\\$&')}"` : ''})`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Backslash escapes of ASCII punctuation (CommonMark) turned back into the character. */
const unescapeMarkdown = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
