/**
 * The newsletter's mails, as HTML and plain text. The HTML is written for mail clients, not
 * browsers: a 600 px table layout (Outlook on Windows renders with Word and knows no flexbox or
 * grid), every style inline (Gmail drops most of a <style> block), images with alt text and
 * width/height (many clients block images: the layout must hold without them), no web fonts, no
 * script. Dark mode: the colour-scheme meta tags, and a <style> block for the clients that honour
 * prefers-color-scheme (Apple Mail, Outlook.com via [data-ogsc]); the colours chosen read on both
 * backgrounds where a client inverts them itself (Gmail's app). Every item links to its page.
 */
import { randomUUID } from 'node:crypto';
import type { NewsletterItem } from '../../../shared/api/newsletter.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { mainFileName, parseUploadedImage } from '../../../shared/responsive-image.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

const COLOURS = { page: '#f3f4f6', card: '#ffffff', text: '#111827', soft: '#374151', muted: '#5b6472', accent: '#dc2626', rule: '#e5e7eb' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** The content column: 600 px less 24 px of padding on each side. */
const COLUMN = 552;
/** An upload's variant of about the column's width (the 640 px JPEG): sharp on most phones, light on a metered plan. */
const IMAGE_WIDTH = 640;

const TYPE_LABEL: Record<ContentType, { label: string; action: string }> = {
  article: { label: 'Article', action: 'Read the article' },
  video: { label: 'Video', action: 'Watch the video' },
  tvshow: { label: 'TV episode', action: 'Watch the episode' },
  podcast: { label: 'Podcast episode', action: 'Listen to the episode' },
};

/** The site a mail comes from: its public URL and its name as administrators set it (server/modules/site siteName). */
export interface MailSite {
  publicUrl: string;
  name: string;
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** The picture of an item as a mail shows it: a JPEG (or PNG) of about the column's width, and its size in the column. */
function mailImage(publicUrl: string, url: string): { src: string; height: number } | null {
  if (!url) return null;
  const upload = parseUploadedImage(url);
  if (!upload) return { src: absolute(publicUrl, url), height: Math.round((COLUMN * 9) / 16) };
  const width = upload.widths.includes(IMAGE_WIDTH) && IMAGE_WIDTH < upload.width ? IMAGE_WIDTH : upload.width;
  const file = width === upload.width ? mainFileName(upload.width, upload.height, upload.placeholder?.slice(1) ?? null, upload.fallback) : `${width}.${upload.fallback}`;
  return { src: absolute(publicUrl, `${upload.folder}/${file}`), height: Math.round((COLUMN * upload.height) / upload.width) };
}

const TEXT_STYLE = `margin:0 0 16px;font-size:16px;line-height:1.55;color:${COLOURS.soft};`;

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="im-text" style="${TEXT_STYLE}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

const DARK_STYLE = `<style>
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .im-page { background: #0d1117 !important; }
    .im-card { background: #161c27 !important; }
    .im-text { color: #f3f4f6 !important; }
    .im-muted { color: #a3acb9 !important; }
    .im-rule { border-color: #2a3342 !important; }
    .im-link { color: #f87171 !important; }
  }
  [data-ogsc] .im-page { background: #0d1117 !important; }
  [data-ogsc] .im-card { background: #161c27 !important; }
  [data-ogsc] .im-text { color: #f3f4f6 !important; }
  [data-ogsc] .im-muted { color: #a3acb9 !important; }
  [data-ogsc] .im-link { color: #f87171 !important; }
  @media (max-width: 620px) { .im-pad { padding-left: 16px !important; padding-right: 16px !important; } }
</style>`;

/** The frame every newsletter mail shares: page, card, the brand, `body`, then `footer`. */
function frame(options: { title: string; preheader: string; site: MailSite; body: string; footer: string }): string {
  const { title, preheader, site, body, footer } = options;
  const { publicUrl } = site;
  return `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
${DARK_STYLE}
</head>
<body class="im-page" style="margin:0;padding:0;background:${COLOURS.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" class="im-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="im-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${COLOURS.card};border-radius:8px;border-top:4px solid ${COLOURS.accent};">
<tr><td class="im-pad" style="padding:24px 24px 8px;font-family:${FONT};">
<a href="${escapeHtml(publicUrl)}/" class="im-link" style="color:${COLOURS.accent};font-size:20px;font-weight:800;text-decoration:none;letter-spacing:-0.01em;">${escapeHtml(site.name)}</a>
</td></tr>
${body}
<tr><td class="im-pad im-rule" style="padding:20px 24px 24px;font-family:${FONT};border-top:1px solid ${COLOURS.rule};">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const SMALL_STYLE = `margin:0 0 8px;font-size:13px;line-height:1.5;color:${COLOURS.muted};`;

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td style="border-radius:6px;background:${COLOURS.accent};">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The double opt-in mail: nothing is sent to the address until its owner follows `link`. */
export function confirmationMail(site: MailSite, link: string, validHours: number): RenderedMail {
  const subject = `Confirm your subscription to ${site.name}`;
  const text = [
    `Someone (hopefully you) asked to get the ${site.name} newsletter at this address.`,
    'To confirm, open this link:',
    '',
    link,
    '',
    `The link works for ${validHours} hours. If you did not ask for this, ignore this mail: you will not be subscribed and will hear nothing more from us.`,
  ].join('\n');
  const body = `<tr><td class="im-pad" style="padding:8px 24px 8px;font-family:${FONT};">
<h1 class="im-text" style="margin:0 0 12px;font-size:24px;line-height:1.25;color:${COLOURS.text};">Confirm your subscription</h1>
<p class="im-text" style="${TEXT_STYLE}">Someone (hopefully you) asked to get the ${escapeHtml(site.name)} newsletter at this address: our best stories on education and innovation in Africa.</p>
${button(link, 'Yes, subscribe me')}
<p class="im-muted" style="${SMALL_STYLE}">Or paste this address into your browser: <a class="im-link" href="${escapeHtml(link)}" style="color:${COLOURS.accent};word-break:break-all;">${escapeHtml(link)}</a></p>
</td></tr>`;
  const footer = `<p class="im-muted" style="${SMALL_STYLE}">The link works for ${validHours} hours. If you did not ask for this, ignore this mail: you will not be subscribed and will hear nothing more from us.</p>`;
  return { subject, text, html: frame({ title: subject, preheader: 'One click to confirm, and you are in.', site, body, footer }) };
}

/** To an address that is already subscribed and signs up again: no second subscription, the way to its preferences. */
export function alreadySubscribedMail(site: MailSite, preferences: string): RenderedMail {
  const subject = `You are already subscribed to ${site.name}`;
  const text = [
    `Someone (hopefully you) asked to get the ${site.name} newsletter at this address, which is already subscribed: nothing has changed.`,
    '',
    'To choose which newsletters you get, or to unsubscribe, open your preferences:',
    preferences,
  ].join('\n');
  const body = `<tr><td class="im-pad" style="padding:8px 24px 8px;font-family:${FONT};">
<h1 class="im-text" style="margin:0 0 12px;font-size:24px;line-height:1.25;color:${COLOURS.text};">You are already subscribed</h1>
<p class="im-text" style="${TEXT_STYLE}">Someone (hopefully you) asked to get the ${escapeHtml(site.name)} newsletter at this address, which is already subscribed: nothing has changed.</p>
${button(preferences, 'Manage your preferences')}
</td></tr>`;
  const footer = `<p class="im-muted" style="${SMALL_STYLE}">If you did not ask for this, you can ignore this mail.</p>`;
  return { subject, text, html: frame({ title: subject, preheader: 'Nothing has changed: here is how to manage your subscription.', site, body, footer }) };
}

function itemBlock(publicUrl: string, item: NewsletterItem): string {
  const { label, action } = TYPE_LABEL[item.type];
  const image = mailImage(publicUrl, item.image);
  const url = escapeHtml(item.url);
  const picture = image
    ? `<a href="${url}" style="text-decoration:none;"><img src="${escapeHtml(image.src)}" width="${COLUMN}" height="${image.height}" alt="${escapeHtml(item.title)}" style="display:block;width:100%;max-width:${COLUMN}px;height:auto;border:0;border-radius:6px;margin:0 0 12px;background:${COLOURS.rule};color:${COLOURS.muted};font-family:${FONT};font-size:14px;"></a>`
    : '';
  return `<tr><td class="im-pad" style="padding:12px 24px 8px;font-family:${FONT};">
${picture}
<p class="im-muted" style="margin:0 0 4px;font-size:12px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${COLOURS.accent};">${escapeHtml(label)}</p>
<h2 style="margin:0 0 8px;font-size:20px;line-height:1.3;"><a class="im-text" href="${url}" style="color:${COLOURS.text};text-decoration:none;">${escapeHtml(item.title)}</a></h2>
${item.summary ? `<p class="im-text" style="${TEXT_STYLE}margin-bottom:8px;">${escapeHtml(truncate(item.summary, 240))}</p>` : ''}
<p style="margin:0 0 12px;font-size:15px;"><a class="im-link" href="${url}" style="color:${COLOURS.accent};font-weight:700;text-decoration:none;">${escapeHtml(action)} &rarr;</a></p>
</td></tr>`;
}

export interface IssueContent {
  subject: string;
  intro: string;
  items: NewsletterItem[];
}

/** Links of one recipient, written into a rendered issue by `personalise`. */
export interface RecipientLinks {
  unsubscribe: string;
  preferences: string;
}

export interface RenderedIssue extends RenderedMail {
  /** The markers `personalise` replaces with one recipient's links. */
  marks: RecipientLinks;
}

/**
 * An issue rendered once for all its recipients, with markers where each one's own links go: a send
 * of thousands writes those links in, it does not render the mail again.
 */
export function renderIssue(site: MailSite, issue: IssueContent): RenderedIssue {
  const { publicUrl } = site;
  const marks = { unsubscribe: `unsubscribe-${randomUUID()}`, preferences: `preferences-${randomUUID()}` };
  const intro = issue.intro ? `<tr><td class="im-pad" style="padding:8px 24px 4px;font-family:${FONT};">\n${paragraphs(issue.intro)}\n</td></tr>` : '';
  const body = `<tr><td class="im-pad" style="padding:4px 24px 4px;font-family:${FONT};"><h1 class="im-text" style="margin:0 0 8px;font-size:26px;line-height:1.25;color:${COLOURS.text};">${escapeHtml(issue.subject)}</h1></td></tr>
${intro}
${issue.items.map((item) => itemBlock(publicUrl, item)).join('\n')}`;
  const footer = `<p class="im-muted" style="${SMALL_STYLE}">You get this mail because you subscribed to the ${escapeHtml(site.name)} newsletter at <a class="im-link" href="${escapeHtml(publicUrl)}/" style="color:${COLOURS.accent};">${escapeHtml(publicUrl.replace(/^https?:\/\//, ''))}</a>.</p>
<p class="im-muted" style="${SMALL_STYLE}"><a class="im-link" href="${marks.preferences}" style="color:${COLOURS.accent};">Manage your preferences</a> &middot; <a class="im-link" href="${marks.unsubscribe}" style="color:${COLOURS.accent};">Unsubscribe</a></p>`;
  const preheader = issue.intro ? truncate(issue.intro.replace(/\s+/g, ' '), 120) : issue.items.map((i) => i.title).join(' · ');
  const text = [
    issue.subject,
    '',
    ...(issue.intro ? [issue.intro, ''] : []),
    ...issue.items.flatMap((item) => [`${TYPE_LABEL[item.type].label.toUpperCase()}: ${item.title}`, ...(item.summary ? [truncate(item.summary, 240)] : []), item.url, '']),
    '--',
    `You get this mail because you subscribed to the ${site.name} newsletter at ${publicUrl}.`,
    `Manage your preferences: ${marks.preferences}`,
    `Unsubscribe: ${marks.unsubscribe}`,
  ].join('\n');
  return { subject: issue.subject, html: frame({ title: issue.subject, preheader, site, body, footer }), text, marks };
}

/** One recipient's copy of a rendered issue. */
export function personalise(issue: RenderedIssue, links: RecipientLinks): RenderedMail {
  const fill = (s: string, escape: boolean) =>
    s.replaceAll(issue.marks.unsubscribe, escape ? escapeHtml(links.unsubscribe) : links.unsubscribe).replaceAll(issue.marks.preferences, escape ? escapeHtml(links.preferences) : links.preferences);
  return { subject: issue.subject, html: fill(issue.html, true), text: fill(issue.text, false) };
}
