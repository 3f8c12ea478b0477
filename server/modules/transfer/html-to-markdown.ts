/**
 * Post bodies from other platforms (HTML) as this site's Markdown, with turndown, the HTML to
 * Markdown converter most tools use: ATX headings, fenced code, `-` lists. Before it runs,
 * WordPress's own conventions are undone: classic-editor text has no <p> (WordPress adds them when
 * it shows a post, "wpautop"), and shortcodes ([caption], [embed], [gallery]...) are not HTML.
 * Embedded videos (iframes) become a link on their own line; tables stay HTML (the site's
 * Markdown shows them); pictures get the address `images` gives them (a fetched copy).
 */
import TurndownService from 'turndown';

const BLOCK = /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|!--|iframe|dl|section|article|aside|header|footer|form|address|nav|details)\b/i;

/**
 * WordPress's wpautop, enough for export bodies: blank lines make paragraphs, single newlines <br>.
 * As in WordPress, a <pre> is left whole: its blank lines and indents are the code (or a Ghost
 * Markdown card), and splitting it there cut a code sample into pieces and lost its end.
 */
function autop(html: string): string {
  if (/<!-- wp:/.test(html)) return html; // the block editor writes its paragraphs
  const pres: string[] = [];
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => `<pre data-held="${pres.push(pre) - 1}"></pre>`)
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n')
    .replace(/<pre data-held="(\d+)"><\/pre>/g, (_, i: string) => pres[Number(i)]);
}

/** WordPress shortcodes: [caption] becomes a figure; a few others their content or link; the rest their inner text. */
function shortcodes(html: string): string {
  return html
    .replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_, inner: string) => {
      const img = /<a[^>]*>\s*<img[^>]*>\s*<\/a>|<img[^>]*>/i.exec(inner)?.[0] ?? '';
      const caption = inner.replace(img, '').trim();
      return `<figure>${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    })
    .replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, (_, url: string) => `<p><a href="${url.trim()}">${url.trim()}</a></p>`)
    .replace(/\[(?:gallery|playlist|audio|video)[^\]]*\/?\]/gi, '')
    .replace(/\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi, '');
}

/** The addresses of the pictures in a body, in order, once each. */
export function imagesIn(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) found.add(m[1].replace(/&amp;/g, '&'));
  return [...found];
}

function converter(images: Map<string, string>): TurndownService {
  const td = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', hr: '---' });
  td.keep(['table']);
  td.remove(['script', 'style', 'noscript', 'form', 'button']);
  td.addRule('markdown card', {
    filter: (node) => node.nodeName === 'PRE' && (node as HTMLElement).hasAttribute('data-markdown'),
    replacement: (_content, node) => `\n\n${node.textContent ?? ''}\n\n`,
  });
  td.addRule('embedded frame', {
    filter: 'iframe',
    replacement: (_content, node) => {
      const src = (node as HTMLElement).getAttribute('src') ?? '';
      const youtube = /youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/.exec(src);
      const url = youtube ? `https://www.youtube.com/watch?v=${youtube[1]}` : src.startsWith('//') ? `https:${src}` : src;
      return /^https?:/.test(url) ? `\n\n<${url}>\n\n` : '';
    },
  });
  td.addRule('picture', {
    filter: 'img',
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const src = (el.getAttribute('src') ?? '').trim();
      if (!src) return '';
      const alt = (el.getAttribute('alt') ?? '').replace(/[[\]\n]/g, ' ').trim();
      const title = el.getAttribute('title');
      return `![${alt}](${images.get(src) ?? src}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
    },
  });
  td.addRule('figure caption', {
    filter: 'figcaption',
    replacement: (content) => `\n\n_${content.trim()}_\n\n`,
  });
  return td;
}

/** A post body as Markdown; `images` maps picture addresses to the ones to use instead. */
export function htmlToMarkdown(html: string, images: Map<string, string> = new Map()): string {
  const markdown = converter(images).turndown(autop(shortcodes(html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, ''))));
  return markdown.replace(/\n{3,}/g, '\n\n').trim();
}
