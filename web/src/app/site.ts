import { SITE_CONTACT } from '../../../shared/constants.ts';

function mailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const PARTNER_MAILTO = mailto(
  SITE_CONTACT.adminEmail,
  'Partnership with Insight Media',
  'Hello Insight Media team,\n\nWe would like to partner with you.\n\nOrganization:\nContact person:\nPhone:\nIdea:\n\nThank you.',
);

export const ADVERTISE_MAILTO = mailto(
  SITE_CONTACT.adminEmail,
  'Advertising with Insight Media',
  'Hello Insight Media team,\n\nWe would like to advertise with you.\n\nCompany:\nContact person:\nPhone:\nProduct or campaign:\nPreferred channel (magazine, TV show, podcast):\n\nThank you.',
);

/** The site's sections and the paths that belong to each (its list and its items' pages). */
export const SECTIONS = [
  { to: '/magazine', label: 'Magazine', paths: ['/magazine', '/article', '/video', '/videos', '/author'] },
  { to: '/tv-show', label: 'TV Show', paths: ['/tv-show', '/tvshow'] },
  { to: '/podcast', label: 'Podcast', paths: ['/podcast'] },
] as const;

/** The section a path belongs to (its list or one of its items' pages), or undefined (home, search, about...). */
export const sectionOf = (pathname: string) => SECTIONS.find((s) => s.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)));

export const MENU = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/magazine', label: 'The Magazine' },
  { to: '/videos', label: 'Videos' },
  { to: '/tv-show', label: 'TV Show' },
  { to: '/podcast', label: 'The Podcast' },
  { to: '/saved', label: 'Saved for offline' },
] as const;
