/**
 * A few lines of XML writing for the feeds and the sitemap. The documents are small and flat
 * (a channel of items, a list of URLs), so escaping text and attributes is all a library would add;
 * keeping it here avoids a runtime dependency and makes the one rule that matters visible: any
 * text staff typed becomes well-formed XML 1.0.
 */

/**
 * Characters XML 1.0 forbids anywhere (even escaped): C0 controls except tab, newline and carriage
 * return, U+FFFE/U+FFFF, and UTF-16 surrogates that are not part of a pair. A feed reader rejects
 * the whole document for one of them, so they are dropped.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value -> safe XML character data. */
export function escapeXml(value: string | number): string {
  return String(value).replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

export type Attrs = Record<string, string | number | undefined>;

function attributes(attrs: Attrs | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(v as string | number)}"`)
    .join('');
}

/**
 * An element holding text. Optional content: undefined or '' writes nothing at all, so callers
 * can list every tag and let missing values drop out.
 */
export function textEl(name: string, text: string | number | undefined | null, attrs?: Attrs): string {
  if (text === undefined || text === null || text === '') return '';
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** An element with no content (`<enclosure url=".." />`). */
export function emptyEl(name: string, attrs: Attrs): string {
  return `<${name}${attributes(attrs)}/>`;
}

/** An element around already-built children (empty strings are skipped). */
export function parentEl(name: string, children: string[], attrs?: Attrs): string {
  const inner = children.filter(Boolean);
  return `<${name}${attributes(attrs)}>${inner.length ? `\n${inner.join('\n')}\n` : ''}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
