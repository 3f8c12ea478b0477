/**
 * XML for the feeds and the sitemap: whatever staff type (ampersands, quotes, pasted control
 * characters) comes out as well-formed XML that a feed reader accepts.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { emptyEl, escapeXml, parentEl, textEl, XML_DECLARATION } from '../../server/modules/feeds/xml.ts';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry <b>"quoted" 'single'</b>`)).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot; &apos;single&apos;&lt;/b&gt;',
    );
    expect(escapeXml('&amp;')).toBe('&amp;amp;'); // text, not markup: escaped again
  });

  it('drops the characters XML 1.0 forbids, keeps tab, newlines and emoji', () => {
    expect(escapeXml('a\u0000b\u0007c\u000bd\u000ce\u001ff\uFFFEg\uFFFFh')).toBe('abcdefgh');
    expect(escapeXml('line\tone\nline two\r\n')).toBe('line\tone\nline two\r\n');
    expect(escapeXml('lone \uD800 high, lone \uDC00 low, pair 🎙️')).toBe('lone  high, lone  low, pair 🎙️');
  });

  it('writes numbers as text', () => {
    expect(escapeXml(1234)).toBe('1234');
  });
});

describe('elements', () => {
  it('build a document that parses back to exactly what was typed', () => {
    const title = `Q&A: "Who's\u0001 <next>?"`;
    const doc = `${XML_DECLARATION}\n${parentEl('rss', [
      parentEl('channel', [
        textEl('title', title),
        textEl('description', ''), // empty: left out
        textEl('ttl', 60),
        emptyEl('enclosure', { url: 'https://example.org/a.mp3?x=1&y=2', length: 10, type: undefined }),
      ]),
    ], { version: '2.0' })}`;
    expect(XMLValidator.validate(doc)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(doc);
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.title).toBe(`Q&A: "Who's <next>?"`);
    expect(parsed.rss.channel.description).toBeUndefined();
    expect(parsed.rss.channel.ttl).toBe('60');
    expect(parsed.rss.channel.enclosure['@_url']).toBe('https://example.org/a.mp3?x=1&y=2');
    expect(parsed.rss.channel.enclosure).not.toHaveProperty('@_type');
  });

  it('escape attribute values so they cannot close the attribute', () => {
    expect(emptyEl('link', { href: `x" onload="y` })).toBe('<link href="x&quot; onload=&quot;y"/>');
    expect(parentEl('urlset', [])).toBe('<urlset></urlset>');
  });
});
