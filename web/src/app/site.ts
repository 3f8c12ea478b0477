function mailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Where "Partner with Us" and "Advertise" lead: the target administrators set (Site settings), a
 * web address as it is, an e-mail address as a prepared mail.
 */
const targetHref = (target: string, subject: string, body: string) => (/^https?:\/\//i.test(target) ? target : mailto(target, subject, body));

export const partnerHref = (target: string, siteName: string) =>
  targetHref(
    target,
    `Partnership with ${siteName}`,
    `Hello ${siteName} team,\n\nWe would like to partner with you.\n\nOrganization:\nContact person:\nPhone:\nIdea:\n\nThank you.`,
  );

export const advertiseHref = (target: string, siteName: string) =>
  targetHref(
    target,
    `Advertising with ${siteName}`,
    `Hello ${siteName} team,\n\nWe would like to advertise with you.\n\nCompany:\nContact person:\nPhone:\nProduct or campaign:\nPreferred channel (magazine, TV show, podcast):\n\nThank you.`,
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
