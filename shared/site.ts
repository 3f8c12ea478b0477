/**
 * The site's own texts as administrators set them on the Site settings screen (server/modules/site
 * stores them; shared/validation/site.ts holds their rules), and the values of an untouched site,
 * which are the site's texts from before the settings existed. Small and rule-free: every public
 * page's bundle reads it.
 */

/** The social networks the footer and the contact page link to, in the order they show. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'tiktok', label: 'TikTok' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

interface FooterLink {
  label: string;
  url: string;
}

/** Everything an administrator sets on the Site settings screen. */
export interface SiteSettingsValues {
  site_name: string;
  contact_phone: string;
  contact_email: string;
  location: string;
  /** One line a row ("Monday to Friday: 8:00 AM to 6:00 PM EAT"). */
  office_hours: string;
  social_links: Record<SocialNetwork, string>;
  /** Where "Partner with Us" and "Advertise" lead: an e-mail address (a prepared mail) or a web address. */
  partner_target: string;
  advertise_target: string;
  about_title: string;
  /** Paragraphs separated by a blank line. */
  about_intro: string;
  about_story: string;
  about_mission: string;
  about_vision: string;
  footer_text: string;
  /** Links the footer lists under Quick Links after the site's own pages. */
  footer_links: FooterLink[];
}

/** An untouched site's name (on its own for the service worker, which needs no other default). */
export const DEFAULT_SITE_NAME = 'Insight Media';

export const SITE_DEFAULTS: SiteSettingsValues = {
  site_name: DEFAULT_SITE_NAME,
  contact_phone: '+250 788 123 456',
  contact_email: 'info@insightmedia.africa',
  location: 'Kigali, Rwanda',
  office_hours: 'Monday to Friday: 8:00 AM to 6:00 PM EAT\nWeekends: by appointment',
  social_links: { facebook: '', x: '', instagram: '', youtube: '', linkedin: '', tiktok: '' },
  partner_target: 'admin@insightmedia.africa',
  advertise_target: 'admin@insightmedia.africa',
  about_title: "Telling the story of Africa's learners and innovators",
  about_intro:
    'Insight Media began with a simple idea: young Africans deserve media that takes their ambitions seriously. We started by writing about the classrooms, labs and startups we saw changing our communities, and grew into a magazine, a TV show and a podcast that reach young people across the continent.',
  about_story:
    'From a student newsletter in Kigali to a media platform with readers, viewers and listeners in many countries, our story is the story of the people we cover: curious, resourceful and determined to build something that lasts. Every article, episode and conversation is made to inform, inspire and open doors.',
  about_mission:
    'To inform, inspire and connect young Africans through stories of education and innovation, so that every young person can see what is possible and find a path to it.',
  about_vision:
    "An Africa where every young person has access to the knowledge, role models and opportunities they need to shape the continent's future.",
  footer_text: 'Stories of education and innovation in Africa, told for and with young people.',
  footer_links: [],
};

/** The letters of the logo's mark: the initials of the site's first two words ("IM"). */
export const siteInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The tel: link of a phone number as written ('+250 788 123 456' -> 'tel:+250788123456'). */
export const phoneHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The paragraphs of a text written with blank lines between them. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
