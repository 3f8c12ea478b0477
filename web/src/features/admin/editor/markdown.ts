/**
 * The article body between its stored form, Markdown, and the editor's document (TipTap JSON).
 *
 * Parsing uses marked's lexer, the very one the public renderer uses (server/modules/content/
 * markdown.ts), so the editor sees the structure the page will show: paragraphs, headings (h2-h4),
 * bold, italic, strikethrough, code, links, lists, quotes, dividers, code blocks, and figures
 * (shared/body-figures.ts: a picture with its caption, or a YouTube player). Anything else a body
 * may hold (a table, raw HTML, a picture inside a sentence, a task list) becomes a "Markdown
 * block" that keeps its source verbatim: nothing opens with a loss.
 *
 * Serialising writes the house style the seeded bodies use ('## ', '- ', '1. ', '**', '*', '> '),
 * escaping only what would otherwise be read as markup. Each block is read back before it is
 * accepted; when it would not come back as the same structure (a '[sic]' followed by '(2019)'
 * reads as a link), the block is written again with every punctuation mark escaped.
 * parse(markdown) then serialize gives the same text for the house style (every seeded article is
 * tested); the editor also keeps a body as it was stored while the writer has not changed it.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { JSONContent } from '@tiptap/core';
import { figureMarkdown, figureOf } from '../../../../../shared/body-figures.ts';

type Mark = NonNullable<JSONContent['marks']>[number];

const lexer = () => new Lexer({ gfm: true, breaks: false });

// ---------------------------------------------------------------------------------------------
// Markdown -> document

export function parseMarkdown(markdown: string): JSONContent {
  const content = blocks(lexer().lex(markdown));
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

const rawBlock = (token: Token): JSONContent => ({ type: 'markdownBlock', attrs: { source: token.raw.replace(/\n+$/, '') } });

function blocks(tokens: Token[]): JSONContent[] {
  return tokens.flatMap((token) => {
    const node = block(token);
    return node ? [node] : [];
  });
}

function block(token: Token): JSONContent | null {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
    case 'text':
      return paragraph(token as Tokens.Paragraph) ?? rawBlock(token);
    case 'heading': {
      const heading = token as Tokens.Heading;
      const content = inline(heading.tokens);
      return content ? { type: 'heading', attrs: { level: Math.min(4, Math.max(2, heading.depth)) }, content: nonEmpty(content) } : rawBlock(token);
    }
    case 'blockquote': {
      const content = blocks((token as Tokens.Blockquote).tokens);
      return content.length ? { type: 'blockquote', content } : rawBlock(token);
    }
    case 'list':
      return list(token as Tokens.List) ?? rawBlock(token);
    case 'code': {
      const code = token as Tokens.Code;
      // Indented code and fences the serialiser would not write the same way stay as written.
      if (!/^(```|~~~)/.test(code.raw)) return rawBlock(token);
      return { type: 'codeBlock', attrs: { language: code.lang || null }, content: code.text ? [{ type: 'text', text: code.text }] : undefined };
    }
    case 'hr':
      return { type: 'horizontalRule' };
    default:
      return rawBlock(token);
  }
}

function paragraph(token: Tokens.Paragraph | Tokens.Text): JSONContent | null {
  const figure = figureOf(token);
  if (figure) {
    const attrs = { src: figure.src, alt: figure.alt, caption: figure.caption };
    return figure.kind === 'youtube' ? { type: 'youtube', attrs } : { type: 'figure', attrs };
  }
  const content = inline(token.tokens ?? [{ type: 'text', raw: token.text, text: token.text } as Tokens.Text]);
  return content ? { type: 'paragraph', content: nonEmpty(content) } : null;
}

const nonEmpty = (content: JSONContent[]) => (content.length ? content : undefined);

function list(token: Tokens.List): JSONContent | null {
  const items: JSONContent[] = [];
  for (const item of token.items) {
    if (item.task) return null;
    const content = blocks(item.tokens);
    if (content[0]?.type !== 'paragraph') return null;
    items.push({ type: 'listItem', content });
  }
  const loose = token.loose;
  if (token.ordered) {
    const delimiter = /^\s*\d+\)/.test(token.raw) ? ')' : '.';
    return { type: 'orderedList', attrs: { start: token.start === '' ? 1 : Number(token.start), loose, delimiter }, content: items };
  }
  return { type: 'bulletList', attrs: { marker: token.raw.trimStart()[0] ?? '-', loose }, content: items };
}

/** Inline tokens as text nodes with marks, or null when one of them has no place in the editor. */
function inline(tokens: Token[], marks: Mark[] = []): JSONContent[] | null {
  const out: JSONContent[] = [];
  const text = (value: string, with_: Mark[] = marks) => {
    if (value) out.push(with_.length ? { type: 'text', text: value, marks: with_ } : { type: 'text', text: value });
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        // Soft line breaks show as spaces on the page, and so in the editor.
        text(decodeEntities((token as Tokens.Text).text).replace(/[ \t]*\n[ \t]*/g, ' '));
        break;
      case 'escape':
        text((token as Tokens.Escape).text);
        break;
      case 'codespan':
        text(decodeEntities((token as Tokens.Codespan).text), [...marks, { type: 'code' }]);
        break;
      case 'br':
        out.push({ type: 'hardBreak' });
        break;
      case 'strong':
      case 'em':
      case 'del': {
        const type = token.type === 'strong' ? 'bold' : token.type === 'em' ? 'italic' : 'strike';
        const inner = inline((token as Tokens.Strong).tokens, [...marks, { type }]);
        if (!inner) return null;
        out.push(...inner);
        break;
      }
      case 'link': {
        const link = token as Tokens.Link;
        const attrs = { href: link.href, title: link.title ?? null };
        const inner = inline(link.tokens, [...marks, { type: 'link', attrs }]);
        if (!inner) return null;
        out.push(...inner);
        break;
      }
      default:
        return null; // an image inside a sentence, inline HTML
    }
  }
  return merge(out);
}

/** Adjacent text nodes with the same marks as one (as the editor holds them). */
function merge(nodes: JSONContent[]): JSONContent[] {
  const out: JSONContent[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (last && node.type === 'text' && last.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])) {
      out[out.length - 1] = { ...last, text: (last.text ?? '') + (node.text ?? '') };
    } else out.push(node);
  }
  return out;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

// ---------------------------------------------------------------------------------------------
// document -> Markdown

export function serializeMarkdown(doc: JSONContent): string {
  return (doc.content ?? [])
    .map((node) => safeBlock(node))
    .filter((text) => text !== '')
    .join('\n\n');
}

/** A top-level block, written with light escaping, or with every mark escaped if that misreads. */
function safeBlock(node: JSONContent): string {
  const light = serializeBlock(node, false);
  if (node.type === 'markdownBlock' || node.type === 'codeBlock' || node.type === 'horizontalRule') return light;
  const readBack = (lexer().lex(light) as Token[]).filter((t) => t.type !== 'space');
  if (readBack.length <= 1 && sameStructure(blocks(readBack), [node])) return light;
  return serializeBlock(node, true);
}

function serializeBlock(node: JSONContent, strict: boolean): string {
  switch (node.type) {
    case 'paragraph':
      return serializeInline(node.content ?? [], strict).trim();
    case 'heading':
      return `${'#'.repeat(Number(node.attrs?.level ?? 2))} ${serializeInline(node.content ?? [], strict).trim()}`;
    case 'blockquote':
      return prefixLines(
        (node.content ?? []).map((child) => serializeBlock(child, strict)).join('\n\n'),
        '> ',
        '>',
      );
    case 'bulletList':
    case 'orderedList':
      return serializeList(node, strict);
    case 'codeBlock': {
      const code = (node.content ?? []).map((t) => t.text ?? '').join('');
      const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      return `${fence}${node.attrs?.language ?? ''}\n${code}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'figure':
    case 'youtube':
      return figureMarkdown({ src: String(node.attrs?.src ?? ''), alt: String(node.attrs?.alt ?? ''), caption: String(node.attrs?.caption ?? '') });
    case 'markdownBlock':
      return String(node.attrs?.source ?? '');
    default:
      return serializeInline(node.content ?? [], strict);
  }
}

function serializeList(node: JSONContent, strict: boolean): string {
  const ordered = node.type === 'orderedList';
  const start = Number(node.attrs?.start ?? 1);
  const loose = Boolean(node.attrs?.loose);
  const items = (node.content ?? []).map((item, i) => {
    const marker = ordered ? `${start + i}${node.attrs?.delimiter === ')' ? ')' : '.'} ` : `${node.attrs?.marker ?? '-'} `;
    const body = (item.content ?? []).map((child) => serializeBlock(child, strict)).join(loose ? '\n\n' : '\n');
    return marker + prefixLines(body, ' '.repeat(marker.length), '').slice(marker.length);
  });
  return items.join(loose ? '\n\n' : '\n');
}

/** Every line of `text` prefixed (an empty line with `emptyPrefix`). */
function prefixLines(text: string, prefix: string, emptyPrefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : emptyPrefix))
    .join('\n');
}

const MARK_ORDER = ['link', 'bold', 'italic', 'strike', 'code'];
const DELIMITERS: Record<string, string> = { bold: '**', italic: '*', strike: '~~' };

const markKey = (mark: Mark) => (mark.type === 'link' ? `link:${mark.attrs?.href}:${mark.attrs?.title ?? ''}` : mark.type);
const sortedMarks = (node: JSONContent) =>
  [...(node.marks ?? [])].filter((m) => MARK_ORDER.includes(m.type)).sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));

/**
 * Inline nodes as Markdown: marks opened and closed around runs of text (the outer ones kept open
 * across neighbours that share them), spaces at a run's edges moved outside its delimiters
 * ('**bold** text', never '**bold **text', which Markdown would not read as bold).
 */
function serializeInline(nodes: JSONContent[], strict: boolean): string {
  // Split each text node's edge spaces off, carrying only the marks its neighbour shares.
  type Piece = { text: string; marks: Mark[]; hardBreak?: boolean };
  const pieces: Piece[] = [];
  nodes.forEach((node, i) => {
    if (node.type === 'hardBreak') {
      pieces.push({ text: '', marks: [], hardBreak: true });
      return;
    }
    if (node.type !== 'text' || !node.text) return;
    const marks = sortedMarks(node);
    if (marks.some((m) => m.type === 'code')) {
      pieces.push({ text: node.text, marks });
      return;
    }
    const shared = (other?: JSONContent) => (other?.type === 'text' ? marks.filter((m) => sortedMarks(other).some((o) => markKey(o) === markKey(m))) : []);
    const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.text) as RegExpExecArray;
    if (lead) pieces.push({ text: lead, marks: shared(nodes[i - 1]) });
    if (core) pieces.push({ text: core, marks });
    if (trail) pieces.push({ text: trail, marks: shared(nodes[i + 1]) });
  });

  let out = '';
  const open: Mark[] = [];
  const close = (count: number) => {
    for (let k = 0; k < count; k++) {
      const mark = open.pop() as Mark;
      out += mark.type === 'link' ? `](${linkDestination(mark)})` : (DELIMITERS[mark.type] ?? '');
    }
  };
  for (const piece of pieces) {
    if (piece.hardBreak) {
      close(open.length);
      out += '\\\n';
      continue;
    }
    // Keep the longest common prefix of open marks, close the rest, open what is new.
    let keep = 0;
    while (keep < open.length && keep < piece.marks.length && markKey(open[keep]) === markKey(piece.marks[keep]) && piece.marks[keep].type !== 'code') keep++;
    close(open.length - keep);
    const code = piece.marks.find((m) => m.type === 'code');
    for (const mark of piece.marks.slice(keep)) {
      if (mark.type === 'code') continue;
      out += mark.type === 'link' ? '[' : DELIMITERS[mark.type];
      open.push(mark);
    }
    out += code ? codeSpan(piece.text) : escapeText(piece.text, strict, out === '' || out.endsWith('\n'));
  }
  close(open.length);
  return out;
}

function linkDestination(mark: Mark): string {
  const href = String(mark.attrs?.href ?? '');
  const dest = /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href;
  const title = mark.attrs?.title ? ` "${String(mark.attrs.title).replace(/[\\"]/g, '\\$&')}"` : '';
  return dest + title;
}

function codeSpan(text: string): string {
  const ticks = '`'.repeat(Math.max(1, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return ticks + pad + text + pad + ticks;
}

/**
 * Text that Markdown must read as text. Light: the characters that always or usually start
 * markup ('*', '`', '\' before punctuation, '_' at a word's edge, '<' before a tag, '&' before an
 * entity, and what would start a block at a line's start). Strict: every ASCII punctuation mark.
 */
function escapeText(text: string, strict: boolean, lineStart: boolean): string {
  if (strict) return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
  let out = text
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\')
    .replace(/[*`]/g, '\\$&')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (m) => m.replace('_', '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;');
  if (lineStart) {
    out = out
      .replace(/^(#{1,6})(?=\s|$)/, '\\$1')
      .replace(/^([>+-])/, '\\$1')
      .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2')
      .replace(/^=/, '\\=');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// comparing structures

/** Whether two block lists hold the same text, marks and attributes that Markdown keeps. */
function sameStructure(a: JSONContent[], b: JSONContent[]): boolean {
  return JSON.stringify(a.map(shape)) === JSON.stringify(b.map(shape));
}

/** The attributes Markdown stores, per node type (the editor adds others: the lists share theirs). */
const KEPT_ATTRS: Record<string, string[]> = {
  heading: ['level'],
  bulletList: ['marker', 'loose'],
  orderedList: ['start', 'delimiter', 'loose'],
  figure: ['src', 'alt', 'caption'],
  youtube: ['src', 'alt', 'caption'],
  markdownBlock: ['source'],
  codeBlock: ['language'],
};

function shape(node: JSONContent): unknown {
  if (node.type === 'text') return { t: node.text, m: sortedMarks(node).map(markKey) };
  const kept = KEPT_ATTRS[node.type ?? ''] ?? [];
  const attrs = Object.fromEntries(kept.filter((k) => node.attrs?.[k] !== undefined && node.attrs?.[k] !== null).map((k) => [k, node.attrs?.[k]]));
  const content = merge(node.content ?? []);
  // Markdown drops a paragraph's edge spaces: so does the comparison.
  if (node.type === 'paragraph' || node.type === 'heading') trimEdges(content);
  return { type: node.type, attrs, content: content.map(shape) };
}

function trimEdges(content: JSONContent[]) {
  if (content[0]?.type === 'text') content[0] = { ...content[0], text: content[0].text?.trimStart() };
  const last = content.length - 1;
  if (content[last]?.type === 'text') content[last] = { ...content[last], text: content[last].text?.trimEnd() };
  for (let i = content.length - 1; i >= 0; i--) if (content[i].type === 'text' && !content[i].text) content.splice(i, 1);
}

/** The words of a document, for the live count and read time. */
export function documentText(doc: JSONContent): string {
  const parts: string[] = [];
  const walk = (node: JSONContent) => {
    if (node.type === 'text') parts.push(node.text ?? '');
    else if (node.type === 'figure' || node.type === 'youtube') parts.push(String(node.attrs?.caption ?? ''));
    else if (node.type === 'markdownBlock') parts.push(String(node.attrs?.source ?? '').replace(/[#*_`>|[\]()-]/g, ' '));
    node.content?.forEach(walk);
    if (node.type !== 'text') parts.push(' ');
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
