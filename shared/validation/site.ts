/**
 * The rules of the Site settings form (the site's name, contact, About page, footer, links) and of a
 * category's name, run by the back office before sending and by server/modules/site on every write.
 * Each problem is reported under its field's snake_case path; a payload with any problem changes
 * nothing. The values of an untouched site are shared/site.ts.
 */
import { FieldErrors, TEXT_LIMITS, textField } from './fields.ts';
import { isEmailAddress } from './email.ts';
import { slugify } from '../slug.ts';
import { DEFAULT_ARTICLE_CATEGORY } from '../constants.ts';
import { SITE_DEFAULTS, SOCIAL_NETWORKS, type SiteSettingsValues, type SocialNetwork } from '../site.ts';

/** Longest values, in characters. */
const SITE_LIMITS = {
  siteName: 80,
  phone: 40,
  location: 200,
  officeHours: 500,
  aboutTitle: 200,
  aboutText: TEXT_LIMITS.bio,
  footerText: 500,
  footerLinks: 8,
  linkLabel: 60,
  categoryName: 60,
} as const;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +; 6 to 20 digits. */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** An absolute http(s) address (links leave the site, so no relative path). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A link target: a site path (/about), or an absolute http(s) address. */
const isLinkTarget = (value: string) => (value.startsWith('/') && !value.startsWith('//')) || isWebAddress(value);

export function webAddressField(errors: FieldErrors, path: string, value: unknown, label: string): string {
  const text = textField(errors, path, typeof value === 'string' ? value : '', { label, max: TEXT_LIMITS.url });
  if (text && !isWebAddress(text)) errors.add(path, `${label} must be a web address starting with https://`);
  return text;
}

/** "Partner with Us" / "Advertise": an e-mail address or a web address. */
function targetField(errors: FieldErrors, path: string, value: unknown, label: string): string {
  const text = textField(errors, path, typeof value === 'string' ? value : '', { label, max: TEXT_LIMITS.url, requiredMsg: `${label} is required` });
  if (text && !isEmailAddress(text) && !isWebAddress(text)) errors.add(path, `${label} must be an e-mail address or a web address starting with https://`);
  return text;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks a whole settings payload (fields left out keep `current`'s value) and answers the values
 * to store, meaningful only when `errors` stayed empty.
 */
export function checkSiteSettings(errors: FieldErrors, input: Partial<SiteSettingsValues>, current: SiteSettingsValues = SITE_DEFAULTS): SiteSettingsValues {
  const v = { ...current, ...input };
  const text = (path: keyof SiteSettingsValues, label: string, max: number, required = true) =>
    textField(errors, path, str(v[path]), { label, max, requiredMsg: required ? `${label} is required` : undefined });

  const contactEmail = text('contact_email', 'Contact e-mail', 254);
  if (contactEmail && !isEmailAddress(contactEmail)) errors.add('contact_email', 'Please enter a valid email address');
  const contactPhone = text('contact_phone', 'Contact phone', SITE_LIMITS.phone);
  if (contactPhone && !isPhoneNumber(contactPhone)) errors.add('contact_phone', 'Please enter a valid phone number (digits, spaces, + - ( ) only)');

  const social = { ...current.social_links, ...(v.social_links ?? {}) } as Record<string, unknown>;
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map(({ key, label }) => [key, webAddressField(errors, `social_links.${key}`, social[key], label)]),
  ) as Record<SocialNetwork, string>;

  const links = Array.isArray(v.footer_links) ? v.footer_links : [];
  if (links.length > SITE_LIMITS.footerLinks) errors.add('footer_links', `At most ${SITE_LIMITS.footerLinks} footer links`);
  const footerLinks = links.slice(0, SITE_LIMITS.footerLinks).map((link, i) => {
    const label = textField(errors, `footer_links.${i}.label`, str(link?.label), { label: 'Link text', max: SITE_LIMITS.linkLabel, requiredMsg: 'Link text is required' });
    const url = textField(errors, `footer_links.${i}.url`, str(link?.url), { label: 'Link address', max: TEXT_LIMITS.url, requiredMsg: 'Link address is required' });
    if (url && !isLinkTarget(url)) errors.add(`footer_links.${i}.url`, 'Link address must be a site path (/about) or a web address starting with https://');
    return { label, url };
  });

  return {
    site_name: text('site_name', 'Site name', SITE_LIMITS.siteName),
    contact_phone: contactPhone,
    contact_email: contactEmail,
    location: text('location', 'Address', SITE_LIMITS.location),
    office_hours: text('office_hours', 'Office hours', SITE_LIMITS.officeHours, false),
    social_links: socialLinks,
    partner_target: targetField(errors, 'partner_target', v.partner_target, 'Partner with Us'),
    advertise_target: targetField(errors, 'advertise_target', v.advertise_target, 'Advertise'),
    about_title: text('about_title', 'About page title', SITE_LIMITS.aboutTitle),
    about_intro: text('about_intro', 'Introduction', SITE_LIMITS.aboutText),
    about_story: text('about_story', 'Our Story', SITE_LIMITS.aboutText, false),
    about_mission: text('about_mission', 'Our Mission', SITE_LIMITS.aboutText, false),
    about_vision: text('about_vision', 'Our Vision', SITE_LIMITS.aboutText, false),
    footer_text: text('footer_text', 'Footer text', SITE_LIMITS.footerText, false),
    footer_links: footerLinks,
  };
}

/** A category's name: required, at most 60 characters, not one another category (retired ones too) has in any case. */
export function checkCategoryName(errors: FieldErrors, value: unknown, taken: readonly string[]): string {
  const name = textField(errors, 'name', str(value).replace(/\s+/g, ' '), { label: 'Category name', max: SITE_LIMITS.categoryName, requiredMsg: 'Category name is required' });
  // A category's page is /magazine/<slug>: two names of one slug would share a page.
  const slug = slugify(name);
  if (name && !slug) errors.add('name', 'Category name must contain a letter or a digit');
  else if (name && taken.some((t) => slugify(t) === slug)) errors.add('name', `A category named "${name}" already exists`);
  return name;
}

/** The category a new item gets when none is chosen: Tech Trends while it is offered, else the first. */
export const defaultCategory = (names: readonly string[]): string => (names.includes(DEFAULT_ARTICLE_CATEGORY) ? DEFAULT_ARTICLE_CATEGORY : (names[0] ?? DEFAULT_ARTICLE_CATEGORY));


