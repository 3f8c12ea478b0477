/**
 * Pasted HTML reduced to what the body keeps: headings, paragraphs, bold, italic, strikethrough,
 * links, lists, quotes and pictures. Everything else goes: fonts, colours, sizes, classes, spans,
 * styles, scripts, Word's XML and conditional comments, Google Docs' wrappers.
 *
 * What the two word processors do that a plain parse would get wrong:
 * - Google Docs wraps the whole copy in <b style="font-weight:normal" id="docs-internal-guid-...">
 *   (not bold), marks bold and italic only with inline styles on spans, and sends every link
 *   through https://www.google.com/url?q=<the real address>&sa=D&... .
 * - Word writes lists as paragraphs with an `mso-list:l0 level1` style and the bullet or number as
 *   text in a span (`mso-list:Ignore`); its pictures point at a temporary file on the writer's
 *   computer (file:///C:/...clip_image001.png), which a browser cannot read, while the same
 *   pictures travel in the clipboard's RTF (rtf-images.ts).
 * The heading levels are shifted so the largest pasted heading becomes the body's h2.
 *
 * ProseMirror then parses the result with the editor's schema, which drops anything left that it
 * has no node or mark for. Runs in the browser (DOMParser).
 */
import { rtfImages } from './rtf-images.ts';

export interface CleanPaste {
  html: string;
  /** Pictures that could not be taken along (Word's, without the RTF that carries them). */
  droppedImages: number;
}

const DROP = 'script, style, meta, link, title, noscript, template, object, embed, xml, svg, canvas, form, input, button, select, textarea';

export function cleanPastedHtml(html: string, rtf = ''): CleanPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  body.querySelectorAll(DROP).forEach((el) => el.remove());
  removeComments(body);
  // Word's XML namespaces (<o:p>, <v:shape>, <w:...>) carry nothing a reader sees.
  body.querySelectorAll('*').forEach((el) => {
    if (el.tagName.includes(':')) el.remove();
  });
  body.querySelectorAll('b[id^="docs-internal-guid"]').forEach(unwrap);
  wordLists(body);
  const droppedImages = pictures(body, rtf);
  links(body);
  headings(body);
  inlineStyles(body);
  body.querySelectorAll('span, font, div:not([data-youtube]), section, article, header, footer, main, aside, center').forEach(unwrap);
  for (const el of body.querySelectorAll('*')) {
    for (const name of [...el.getAttributeNames()]) {
      if (!KEPT_ATTRIBUTES.includes(name)) el.removeAttribute(name);
    }
  }
  // Word's and Docs' empty spacer paragraphs.
  body.querySelectorAll('p, h2, h3, h4, li').forEach((el) => {
    if (!el.textContent?.replace(/\u00a0/g, ' ').trim() && !el.querySelector('img, iframe, br')) el.remove();
  });
  return { html: body.innerHTML, droppedImages };
}

const KEPT_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'start', 'data-youtube', 'aria-label'];

function unwrap(el: Element) {
  el.replaceWith(...el.childNodes);
}

function removeComments(root: Node) {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode?.removeChild(c));
}

const styleOf = (el: Element) => (el.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');

/**
 * Word's list paragraphs as <ul>/<ol>: consecutive paragraphs with `mso-list:lN levelM`, nested by
 * level, ordered when their marker is a number or letter ('1.', 'a)', 'iv.').
 */
function wordLists(body: HTMLElement) {
  const doc = body.ownerDocument;
  const paragraphs = [...body.querySelectorAll('p')].filter((p) => /mso-list:l\d+level\d+/.test(styleOf(p)));
  let stack: { level: number; list: HTMLElement }[] = [];
  for (const p of paragraphs) {
    const level = Number(/mso-list:l\d+level(\d+)/.exec(styleOf(p))?.[1] ?? 1);
    const markerSpan = p.querySelector('span[style*="mso-list"]');
    const marker = (markerSpan?.textContent ?? '').replace(/\u00a0/g, ' ').trim();
    markerSpan?.remove();
    const ordered = /^(\d+|[a-z]{1,3}|[ivxlc]+)[.)]/i.test(marker);
    // The list so far stands where its first paragraph was: a paragraph right after it continues
    // it, any other starts a new list.
    if (!stack.length || p.previousElementSibling !== stack[0].list) stack = [];
    while (stack.length && stack[stack.length - 1].level > level) stack.pop();
    let top = stack[stack.length - 1];
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      if (top) (top.list.lastElementChild ?? top.list).appendChild(list);
      else p.before(list);
      top = { level, list };
      stack.push(top);
    }
    const li = doc.createElement('li');
    li.append(...p.childNodes);
    top.list.appendChild(li);
    p.remove();
  }
}

/**
 * Pictures: Word's file:/// ones replaced, in order, by the pictures of the clipboard's RTF (as
 * data: URLs, uploaded like any pasted file); any other address a browser cannot load is dropped.
 * Answers how many were dropped.
 */
function pictures(body: HTMLElement, rtf: string): number {
  const fromRtf = rtf ? rtfImages(rtf) : [];
  let dropped = 0;
  let next = 0;
  body.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    // A tracking pixel (1 x 1, or hidden) is not a picture of the story.
    if (Number(img.getAttribute('width')) <= 2 && Number(img.getAttribute('height')) <= 2 && img.hasAttribute('width')) img.remove();
    else if (/display:none/.test(styleOf(img))) img.remove();
    else if (/^file:/i.test(src)) {
      const picture = fromRtf[next++];
      if (picture) img.setAttribute('src', picture);
      else {
        img.remove();
        dropped++;
      }
    } else if (!/^(https?:|data:image\/)/i.test(src)) {
      img.remove();
      if (src) dropped++;
    }
  });
  return dropped;
}

/** Redirect wrappers that hide the real address in a parameter. */
const WRAPPERS: Array<{ host: RegExp; path: RegExp; param: string[] }> = [
  { host: /^(www\.)?google\.[a-z.]+$/, path: /^\/url$/, param: ['q', 'url'] },
  { host: /\.safelinks\.protection\.outlook\.com$/, path: /^\/$/, param: ['url'] },
  { host: /^l[m]?\.facebook\.com$/, path: /^\/l\.php$/, param: ['u'] },
];

/** The address a tracking wrapper points at, or the address itself. */
function unwrapLink(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const w of WRAPPERS) {
    if (!w.host.test(url.hostname) || !w.path.test(url.pathname)) continue;
    for (const name of w.param) {
      const target = url.searchParams.get(name);
      if (target && /^https?:\/\//i.test(target)) return target;
    }
  }
  return href;
}

function links(body: HTMLElement) {
  body.querySelectorAll('a').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    // Bookmarks inside the document (Docs' '#heading=h.x', Word's '#_Toc') lead nowhere on the site.
    if (!href || href.startsWith('#')) unwrap(a);
    else a.setAttribute('href', unwrapLink(href));
  });
}

/** h1-h6 shifted so the largest heading pasted is an h2, the smallest at most an h4. */
function headings(body: HTMLElement) {
  const found = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (!found.length) return;
  const top = Math.min(...found.map((h) => Number(h.tagName[1])));
  for (const h of found) {
    const level = Math.min(4, Number(h.tagName[1]) - top + 2);
    const replacement = body.ownerDocument.createElement(`h${level}`);
    replacement.append(...h.childNodes);
    h.replaceWith(replacement);
  }
}

/**
 * Bold, italic and strikethrough written as styles (Docs' spans, Word's spans) as elements, before
 * every style goes. A bold style inside a heading is the heading's own weight, not a mark.
 */
function inlineStyles(body: HTMLElement) {
  const doc = body.ownerDocument;
  body.querySelectorAll('span[style], font[style]').forEach((span) => {
    const style = styleOf(span);
    const weight = /font-weight:(\d+|bold(er)?)/.exec(style)?.[1];
    const wrappers: string[] = [];
    if (weight && (weight.startsWith('bold') || Number(weight) >= 600) && !span.closest('h1, h2, h3, h4, h5, h6')) wrappers.push('strong');
    if (/font-style:italic/.test(style)) wrappers.push('em');
    if (/text-decoration[^;]*line-through/.test(style)) wrappers.push('s');
    for (const tag of wrappers) {
      const el = doc.createElement(tag);
      el.append(...span.childNodes);
      span.append(el);
    }
  });
  // A bold or italic element that a style says is not (Docs' and Word's 'font-weight:normal').
  body.querySelectorAll('b, strong, i, em').forEach((el) => {
    const style = styleOf(el);
    if (/font-weight:(normal|[1-4]00)/.test(style) && /^(B|STRONG)$/.test(el.tagName)) unwrap(el);
    else if (/font-style:normal/.test(style) && /^(I|EM)$/.test(el.tagName)) unwrap(el);
  });
}
