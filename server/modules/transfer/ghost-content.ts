/**
 * A Ghost post's body as HTML when its export has no `html` (Ghost writes one, but a hand-made or
 * migrated file may carry only the editor's document): Ghost 5's Lexical JSON and Ghost 1-4's
 * Mobiledoc, with the cards a post uses most (image, markdown, html, code, embed, bookmark,
 * divider). Anything else keeps its text.
 */
const esc = (s: unknown) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type LexNode = { type?: string; children?: LexNode[]; [key: string]: unknown };

function figure(src: unknown, alt: unknown, caption: unknown): string {
  if (!src) return '';
  const cap = caption ? `<figcaption>${String(caption)}</figcaption>` : '';
  return `<figure><img src="${esc(src)}" alt="${esc(alt)}">${cap}</figure>`;
}

/**
 * A bookmark card, however Ghost stored it: the link with the page's title, then its description.
 * The icon and thumbnail Ghost shows beside it are the other site's, not pictures of the post.
 */
function bookmark(href: string, title: string, description: string, caption: string): string {
  return `<p><a href="${href}">${title}</a>${description ? `<br>${description}` : ''}</p>${caption ? `<p><em>${caption}</em></p>` : ''}`;
}

/**
 * The bookmark cards of a Ghost post's html (a <figure class="kg-bookmark-card"> whose one link
 * wraps the title, description, icon and thumbnail) as `bookmark` writes them: as they stood they
 * became a Markdown link around four paragraphs and two pictures, which no reader shows as a link,
 * and the other site's icon was fetched as a picture of the post.
 */
export function simplifyBookmarkCards(html: string): string {
  const part = (inner: string, name: string) => new RegExp(`<(div|span)\\b[^>]*\\b${name}\\b[^>]*>([\\s\\S]*?)</\\1>`, 'i').exec(inner)?.[2].trim() ?? '';
  return html.replace(/<figure\b[^>]*\bkg-bookmark-card\b[^>]*>([\s\S]*?)<\/figure>/gi, (card, inner: string) => {
    const href = /<a\b[^>]*\bhref="([^"]*)"/i.exec(inner)?.[1];
    if (!href) return card;
    const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i.exec(inner)?.[1].trim() ?? '';
    return bookmark(href, part(inner, 'kg-bookmark-title') || href, part(inner, 'kg-bookmark-description'), caption);
  });
}

function card(name: string, payload: Record<string, unknown>): string {
  switch (name) {
    case 'image':
      return figure(payload.src, payload.alt, payload.caption);
    case 'markdown':
      // <pre>: the converter keeps its line breaks, which are the Markdown's structure.
      return `<pre data-markdown>${esc(payload.markdown)}</pre>`;
    case 'html':
      return String(payload.html ?? '');
    case 'code':
    case 'codeblock':
    case 'code-block':
      return `<pre><code>${esc(payload.code)}</code></pre>`;
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'embed':
      return payload.url ? `<p><a href="${esc(payload.url)}">${esc(payload.url)}</a></p>` : String(payload.html ?? '');
    case 'bookmark': {
      const meta = (payload.metadata ?? {}) as Record<string, unknown>;
      return payload.url ? bookmark(esc(payload.url), esc(meta.title ?? payload.url), esc(meta.description ?? ''), String(payload.caption ?? '')) : '';
    }
    default:
      return '';
  }
}

const FORMAT_TAGS: Array<[number, string]> = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [16, 'code'],
];

function lexical(node: LexNode): string {
  const inner = () => (node.children ?? []).map(lexical).join('');
  switch (node.type) {
    case 'root':
      return inner();
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading':
    case 'extended-heading':
      return `<${String(node.tag ?? 'h2')}>${inner()}</${String(node.tag ?? 'h2')}>`;
    case 'quote':
    case 'extended-quote':
    case 'aside':
      return `<blockquote>${inner()}</blockquote>`;
    case 'list':
      return node.listType === 'number' ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`;
    case 'listitem':
      return `<li>${inner()}</li>`;
    case 'link':
    case 'autolink':
      return `<a href="${esc(node.url)}">${inner()}</a>`;
    case 'linebreak':
      return '<br>';
    case 'text':
    case 'extended-text': {
      let html = esc(node.text);
      const format = Number(node.format ?? 0);
      for (const [bit, tag] of FORMAT_TAGS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
      return html;
    }
    default:
      return node.type ? card(node.type, node) || inner() : inner();
  }
}

export function lexicalToHtml(json: string): string {
  const doc = JSON.parse(json) as { root?: LexNode };
  return doc.root ? lexical(doc.root) : '';
}

type Markup = [string, string[]?];
type Marker = [number, number[], number, unknown];

export function mobiledocToHtml(json: string): string {
  const doc = JSON.parse(json) as { markups?: Markup[]; atoms?: Array<[string, string, unknown]>; cards?: Array<[string, Record<string, unknown>]>; sections?: unknown[][] };
  const markups = doc.markups ?? [];
  const markers = (list: Marker[]) => {
    let html = '';
    const open: string[] = [];
    for (const [kind, opens, closes, value] of list) {
      for (const i of opens) {
        const [tag, attrs = []] = markups[i] ?? ['span'];
        let attributes = '';
        for (let a = 0; a + 1 < attrs.length; a += 2) attributes += ` ${attrs[a]}="${esc(attrs[a + 1])}"`;
        html += `<${tag}${attributes}>`;
        open.push(tag);
      }
      html += kind === 1 ? esc(doc.atoms?.[Number(value)]?.[1]) : esc(value);
      for (let c = 0; c < closes; c++) html += `</${open.pop()}>`;
    }
    while (open.length) html += `</${open.pop()}>`;
    return html;
  };
  return (doc.sections ?? [])
    .map((section) => {
      const [kind] = section as [number];
      if (kind === 1) {
        const tag = String(section[1]).toLowerCase();
        return `<${tag}>${markers(section[2] as Marker[])}</${tag}>`;
      }
      if (kind === 3) {
        const tag = String(section[1]).toLowerCase();
        return `<${tag}>${(section[2] as Marker[][]).map((item) => `<li>${markers(item)}</li>`).join('')}</${tag}>`;
      }
      if (kind === 10) {
        const [name, payload] = doc.cards?.[Number(section[1])] ?? ['', {}];
        return card(name, payload);
      }
      if (kind === 2) return figure(section[1], '', '');
      return '';
    })
    .join('');
}
