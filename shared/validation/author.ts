/**
 * The rules of an author profile (the Authors screen, a member's own profile, the editor's
 * "Add guest author"), run by the back office before sending and by server/modules/authors on every
 * write: a name (the byline, required), a bio, a portrait (an upload or any http(s) picture) and up
 * to eight links (website, social profiles), each a web address with an optional label.
 */
import { FieldErrors, TEXT_LIMITS, textField, urlField } from './fields.ts';
import { webAddressField } from './site.ts';

export const AUTHOR_LIMITS = { links: 8, linkLabel: 60 } as const;

export interface AuthorLink {
  label: string;
  url: string;
}

export interface AuthorValues {
  name: string;
  bio: string;
  image: string;
  links: AuthorLink[];
}

export interface AuthorDraft {
  name?: string;
  bio?: string;
  image?: string;
  links?: Array<{ label?: string; url?: string }>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function checkAuthor(errors: FieldErrors, draft: AuthorDraft): AuthorValues {
  const name = textField(errors, 'name', draft.name, { label: 'Name', max: TEXT_LIMITS.name, requiredMsg: 'Name is required' });
  const bio = textField(errors, 'bio', draft.bio, { label: 'Bio', max: TEXT_LIMITS.bio });
  const image = urlField(errors, 'image', draft.image, 'Portrait');
  const given = Array.isArray(draft.links) ? draft.links : [];
  if (given.length > AUTHOR_LIMITS.links) errors.add('links', `At most ${AUTHOR_LIMITS.links} links`);
  const links = given.slice(0, AUTHOR_LIMITS.links).flatMap((link, i) => {
    const label = textField(errors, `links.${i}.label`, str(link?.label), { label: 'Link label', max: AUTHOR_LIMITS.linkLabel });
    const url = webAddressField(errors, `links.${i}.url`, str(link?.url), 'Link');
    if (label && !url) errors.add(`links.${i}.url`, 'Link address is required');
    // A row left empty in the form is no link.
    return url ? [{ label, url }] : [];
  });
  return { name, bio, image, links };
}

/** How a link is named when its label is blank: the site it points at ('x.com', 'linkedin.com'). */
export function linkName(link: AuthorLink): string {
  if (link.label) return link.label;
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return link.url;
  }
}
