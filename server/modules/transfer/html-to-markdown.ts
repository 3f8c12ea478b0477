/**
 * Post bodies from other platforms (HTML) as this site's Markdown, with turndown, the HTML to
 * Markdown converter most tools use: ATX headings, fenced code, `-` lists. Before it runs,
 * WordPress's own conventions are undone: classic-editor text has no <p> (WordPress adds them when
 * it shows a post, "wpautop"), and shortcodes ([caption], [embed], [gallery]...) are not HTML.
 * YouTube videos, however the platform embedded them ([embed], a bare address on its own line,
 * a block-editor embed block, a Ghost embed card's iframe), become the site's own YouTube figure
 * (shared/body-figures.ts: the click-to-load player, with the embed's caption); other embedded
 * frames a link on their own line. [audio] and [video] shortcodes become a link to their file, so
 * nothing a writer put in is dropped. Tables stay HTML (the site's Markdown shows them); pictures
 * get the address `images` gives them (a fetched copy).
 */
import TurndownService from 'turndown';
import { figureMarkdown } from '../../../shared/body-figures.ts';
import { youtubeId } from '../../../shared/youtube.ts';

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

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A YouTube video as the frame the converter turns into the site's YouTube figure. */
const youtubeFrame = (id: string) => `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`;

/** A shortcode's attributes: name="value", name='value' or name=value. */
function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)].map((m) => [m[1].toLowerCase(), (m[2] ?? m[3] ?? m[4]).trim()]));
}

const AUDIO_SOURCES = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma', 'flac'];
const VIDEO_SOURCES = ['src', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv', 'mov'];

/**
 * [audio src=...] and [video mp4=...] (WordPress's media shortcodes; the file may also be the
 * shortcode's content) as a link to the file on a line of its own: the site's bodies hold no
 * players of their own, and a link plays in every browser.
 */
function mediaLink(kind: string, attrs: string, inner: string): string {
  const given = attributesOf(attrs);
  const url = (kind === 'audio' ? AUDIO_SOURCES : VIDEO_SOURCES).map((k) => given.get(k)).find(Boolean) ?? inner.replace(/<[^>]*>/g, '').trim();
  if (!/^https?:\/\//i.test(url)) return '';
  const file = url.replace(/[?#].*$/, '').split('/').pop() || url;
  let name = file;
  try {
    name = decodeURIComponent(file);
  } catch {
    // a stray % in the address: the name as written
  }
  return `<p>${kind === 'audio' ? 'Audio' : 'Video'}: <a href="${escapeAttr(url)}">${escapeAttr(name)}</a></p>`;
}

/**
 * A YouTube address alone on its line: WordPress shows it as the player (its auto-embed), so it is
 * the video here too. Other addresses stay text.
 */
const bareVideoLines = (html: string) =>
  html.replace(/^[ \t]*(https?:\/\/\S+)[ \t]*$/gim, (line, url: string) => {
    const id = youtubeId(url.replace(/&amp;/g, '&'));
    return id ? youtubeFrame(id) : line;
  });

/** WordPress shortcodes: [caption] becomes a figure; a few others their content or link; the rest their inner text. */
function shortcodes(html: string): string {
  return html
    .replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_, inner: string) => {
      const img = /<a[^>]*>\s*<img[^>]*>\s*<\/a>|<img[^>]*>/i.exec(inner)?.[0] ?? '';
      const caption = inner.replace(img, '').trim();
      return `<figure>${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    })
    .replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, (_, url: string) => {
      const id = youtubeId(url.trim().replace(/&amp;/g, '&'));
      return id ? youtubeFrame(id) : `<p><a href="${escapeAttr(url.trim())}">${escapeAttr(url.trim())}</a></p>`;
    })
    .replace(/\[(audio|video)\b([^\]]*?)\/?\](?:([^[]*?)\[\/\1\])?/gi, (_, kind: string, attrs: string, inner?: string) => mediaLink(kind.toLowerCase(), attrs, inner ?? ''))
    .replace(/\[(?:gallery|playlist)[^\]]*\/?\]/gi, '')
    .replace(/\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi, '');
}

/** The addresses of the pictures in a body, in order, once each. */
export function imagesIn(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) found.add(m[1].replace(/&amp;/g, '&'));
  return [...found];
}

/** The site's YouTube figure, a paragraph of its own: ![title](watch address "caption"). */
const youtubeMarkdown = (video: { id: string; title: string }, caption: string) =>
  `\n\n${figureMarkdown({ src: `https://www.youtube.com/watch?v=${video.id}`, alt: video.title.trim(), caption })}\n\n`;

/** The YouTube video a figure holds (an iframe, or the address alone in an embed block's wrapper), or null. */
function youtubeIn(figure: HTMLElement): { id: string; title: string } | null {
  const frame = figure.querySelector('iframe');
  const src = frame?.getAttribute('src') ?? '';
  const framed = youtubeId(src.startsWith('//') ? `https:${src}` : src);
  if (framed) return { id: framed, title: frame?.getAttribute('title') ?? '' };
  const wrapper = figure.querySelector('.wp-block-embed__wrapper');
  const id = wrapper ? youtubeId(wrapper.textContent?.trim() ?? '') : null;
  return id ? { id, title: '' } : null;
}

/** The YouTube video a paragraph is nothing but (its address as text, or one link to it showing its address), or null. */
function youtubeAlone(p: HTMLElement): string | null {
  const text = p.textContent?.trim() ?? '';
  const id = youtubeId(text);
  if (!id) return null;
  const links = p.querySelectorAll('a');
  if (links.length > 1 || p.querySelector('img, iframe')) return null;
  return links.length === 0 || youtubeId(links[0].getAttribute('href') ?? '') === id ? id : null;
}

function converter(images: Map<string, string>): TurndownService {
  const td = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', hr: '---' });
  td.keep(['table']);
  td.remove(['script', 'style', 'noscript', 'form', 'button']);
  td.addRule('markdown card', {
    filter: (node) => node.nodeName === 'PRE' && (node as HTMLElement).hasAttribute('data-markdown'),
    replacement: (_content, node) => `\n\n${node.textContent ?? ''}\n\n`,
  });
  td.addRule('youtube figure', {
    // A figure around a YouTube video (a block-editor embed block, a Ghost embed card): the video
    // with the figure's caption.
    filter: (node) => node.nodeName === 'FIGURE' && youtubeIn(node as HTMLElement) !== null,
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const caption = el.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return youtubeMarkdown(youtubeIn(el)!, caption);
    },
  });
  td.addRule('youtube paragraph', {
    // A paragraph that is only a YouTube address, as text or as its own link (an embed card or an
    // auto-embed another tool wrote out): the video.
    filter: (node) => node.nodeName === 'P' && youtubeAlone(node as HTMLElement) !== null,
    replacement: (_content, node) => youtubeMarkdown({ id: youtubeAlone(node as HTMLElement)!, title: '' }, ''),
  });
  td.addRule('embedded frame', {
    filter: 'iframe',
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const src = el.getAttribute('src') ?? '';
      const id = youtubeId(src.startsWith('//') ? `https:${src}` : src);
      if (id) return youtubeMarkdown({ id, title: el.getAttribute('title') ?? '' }, '');
      const url = src.startsWith('//') ? `https:${src}` : src;
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
  const markdown = converter(images).turndown(autop(bareVideoLines(shortcodes(html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '')))));
  return markdown.replace(/\n{3,}/g, '\n\n').trim();
}
