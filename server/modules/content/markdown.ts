/**
 * Article bodies are Markdown ("text with light markup"). They are rendered once, on write, to HTML
 * that cannot run script: marked renders, sanitize-html keeps an allow-list of tags and attributes
 * and only http(s)/mailto links, so <script>, on*= handlers and javascript: URLs never survive.
 * A picture of the media library in a body gets its variants (srcset, sizes, width and height:
 * shared/responsive-image.ts); any other picture is shown as given.
 *
 * An image alone in its paragraph is a figure (shared/body-figures.ts, the rule the back office's
 * editor reads too): a picture with its caption, or, when its address is a YouTube video, the
 * site's click-to-load player (the `.embed` facade of the video pages: YouTube's still and a play
 * link, swapped for the youtube-nocookie player by web/src/components/ui/prose-embeds.ts on a
 * click, and a plain link to the video without script). Both go through the same sanitiser.
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { figureOf, type BodyFigure } from '../../../shared/body-figures.ts';
import { bodyImageAttributes } from '../../../shared/responsive-image.ts';
import { youtubeThumbnailUrl } from '../../../shared/youtube.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({
  renderer: {
    paragraph(token: Tokens.Paragraph) {
      const figure = figureOf(token);
      return figure ? figureHtml(figure) : false;
    },
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${ENTITY_NAMES[c]};`);
const ENTITY_NAMES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' };

function figureHtml(figure: BodyFigure): string {
  const caption = figure.caption ? `<figcaption>${escapeHtml(figure.caption)}</figcaption>` : '';
  if (figure.kind === 'image') {
    return `<figure><img src="${escapeHtml(figure.src)}" alt="${escapeHtml(figure.alt)}">${caption}</figure>\n`;
  }
  const title = figure.alt || 'YouTube video';
  return (
    `<figure class="prose-embed"><div class="embed" data-youtube="${figure.id}">` +
    `<img class="embed__poster" src="${youtubeThumbnailUrl(figure.id)}" alt="" width="480" height="360">` +
    `<a class="embed__play" href="https://www.youtube.com/watch?v=${figure.id}" aria-label="${escapeHtml(`Play video: ${title}`)}"></a>` +
    `</div>${caption}</figure>\n`
  );
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'img', 'figure', 'figcaption', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'class', 'aria-label'],
    img: ['src', 'alt', 'title', 'width', 'height', 'class'],
    figure: ['class'],
    div: ['class', 'data-youtube'],
    th: ['align'],
    td: ['align'],
  },
  // Only the player's own classes: a writer's HTML cannot borrow the site's other styles.
  allowedClasses: { figure: ['prose-embed'], div: ['embed'], img: ['embed__poster'], a: ['embed__play'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Headings inside a body start at h2: the page title is the h1.
  transformTags: {
    h1: 'h2',
    // The player reads its video from data-youtube: an id, or nothing.
    div: (tagName, attribs) => ({
      tagName,
      attribs: /^[\w-]{11}$/.test(attribs['data-youtube'] ?? '') ? attribs : { ...attribs, 'data-youtube': '' },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    img: (tagName, attribs) => {
      // srcset and sizes only as made here, never as written.
      const { srcset: _srcset, sizes: _sizes, ...given } = attribs;
      const responsive = bodyImageAttributes(given.src);
      return { tagName, attribs: { ...given, ...responsive, loading: 'lazy', ...(responsive ? { decoding: 'async' } : {}) } };
    },
  },
  allowedAttributesAppliedToTransformed: true,
} as sanitizeHtml.IOptions;
// rel, loading and the responsive attributes come from the transforms above; let them through.
(SANITIZE.allowedAttributes as Record<string, string[]>).a.push('rel');
(SANITIZE.allowedAttributes as Record<string, string[]>).img.push('loading', 'decoding', 'srcset', 'sizes');

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE);
}

/** Plain text of a Markdown body (search index, excerpts, read time). */
export function markdownToText(markdown: string): string {
  const escaped = sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
