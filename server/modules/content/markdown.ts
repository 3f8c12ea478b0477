/**
 * Article bodies are Markdown ("text with light markup"). They are rendered once, on write, to HTML
 * that cannot run script: marked renders, sanitize-html keeps an allow-list of tags and attributes
 * and only http(s)/mailto links, so <script>, on*= handlers and javascript: URLs never survive.
 * A picture of the media library in a body gets its variants (srcset, sizes, width and height:
 * shared/responsive-image.ts); any other picture is shown as given.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { bodyImageAttributes } from '../../../shared/responsive-image.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Headings inside a body start at h2: the page title is the h1.
  transformTags: {
    h1: 'h2',
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
