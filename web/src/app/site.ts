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

export const SECTIONS = [
  { to: '/magazine', label: 'Magazine' },
  { to: '/tv-show', label: 'TV Show' },
  { to: '/podcast', label: 'Podcast' },
] as const;

export const MENU = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/magazine', label: 'The Magazine' },
  { to: '/tv-show', label: 'TV Show' },
  { to: '/podcast', label: 'The Podcast' },
] as const;
