/**
 * The pictures of a Word copy, read from the clipboard's RTF. Word's HTML points its pictures at
 * temporary files on the writer's computer (file:///...clip_image001.png), which no web page may
 * read; the RTF of the same copy carries each picture's bytes as hex in a {\pict ...} group: PNG
 * (\pngblip) or JPEG (\jpegblip), once inside {\*\shppict} and again as an old metafile inside
 * {\nonshppict} for programs that cannot read the first. The pictures of \shppict (or the bare
 * \pict groups of RTF that has none), in document order, are the HTML's pictures in the same order.
 * Metafile-only pictures (WMF, EMF) are listed as null: they keep the order but cannot be shown.
 */

/** Each picture as a data: URL (null for a format a browser cannot show), in document order. */
export function rtfImages(rtf: string): Array<string | null> {
  const out: Array<string | null> = [];
  let from = 0;
  for (;;) {
    const start = rtf.indexOf('{\\pict', from);
    if (start < 0) break;
    const end = groupEnd(rtf, start);
    from = end;
    if (insideGroup(rtf, start, '{\\nonshppict')) continue;
    out.push(pictureUrl(rtf.slice(start + 1, end - 1)));
  }
  return out;
}

/** The index just past the '}' that closes the group opened at `start`. */
function groupEnd(rtf: string, start: number): number {
  let depth = 0;
  for (let i = start; i < rtf.length; i++) {
    const c = rtf[i];
    if (c === '\\') i++; // an escaped brace or backslash
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return rtf.length;
}

function insideGroup(rtf: string, index: number, opener: string): boolean {
  const open = rtf.lastIndexOf(opener, index);
  return open >= 0 && groupEnd(rtf, open) > index;
}

function pictureUrl(group: string): string | null {
  const type = /\\pngblip/.test(group) ? 'image/png' : /\\jpegblip/.test(group) ? 'image/jpeg' : null;
  if (!type) return null;
  // Drop the nested groups ({\*\picprop ...}, {\*\blipuid ...}), then every control word: the hex is what is left.
  let flat = '';
  for (let i = 0; i < group.length; i++) {
    if (group[i] === '{') i = groupEnd(group, i) - 1;
    else flat += group[i];
  }
  const hex = flat.replace(/\\[a-z]+-?\d* ?/gi, '').replace(/[^0-9a-f]/gi, '');
  if (hex.length < 16 || hex.length % 2) return null;
  let binary = '';
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return `data:${type};base64,${btoa(binary)}`;
}
