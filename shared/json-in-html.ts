/**
 * JSON written inside an HTML <script> data block (the page data, JSON-LD). Such a block ends at
 * the first '</script' whatever the JSON says, so every '<' is written as \u003c (JSON.parse and
 * JSON-LD readers read it back as '<'); U+2028 and U+2029 are escaped for old JavaScript parsers.
 * Used by the server's document (server/ssr/document.ts) and the head tags (web/src/lib/head.tsx).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
