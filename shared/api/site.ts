/**
 * The site's settings and categories: what the public pages read (`GET /public/site`) and what
 * administrators edit (`/site`, `/categories`). The rules of the values are shared/validation/site.ts;
 * the schemas here only bound the shapes, so a wrong value gets that file's message under its field.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, Nullable, Uuid } from './common.ts';
import { SOCIAL_NETWORKS } from '../site.ts';

/** Generous bounds: the rules (shared/validation/site.ts) give the field's own message before these. */
const Text = Type.String({ maxLength: 20_000 });

const SocialLinks = Type.Object(Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, Type.String()])) as Record<(typeof SOCIAL_NETWORKS)[number]['key'], ReturnType<typeof Type.String>>);
const FooterLink = Type.Object({ label: Type.String(), url: Type.String() });

export const SiteSettings = Type.Object({
  site_name: Type.String(),
  contact_phone: Type.String(),
  contact_email: Type.String(),
  location: Type.String(),
  office_hours: Type.String(),
  social_links: SocialLinks,
  partner_target: Type.String(),
  advertise_target: Type.String(),
  about_title: Type.String(),
  about_intro: Type.String(),
  about_story: Type.String(),
  about_mission: Type.String(),
  about_vision: Type.String(),
  footer_text: Type.String(),
  footer_links: Type.Array(FooterLink),
});
export type SiteSettings = Static<typeof SiteSettings>;
export const SiteSettingsResponse = Envelope(Type.Object({ settings: SiteSettings, updated_at: Nullable(IsoDate) }));
export type SiteSettingsResponse = Static<typeof SiteSettingsResponse>;

/** A partial update: fields left out keep their value. */
export const UpdateSiteSettingsBody = Type.Partial(
  Type.Object({
    site_name: Text,
    contact_phone: Text,
    contact_email: Text,
    location: Text,
    office_hours: Text,
    social_links: Type.Partial(Type.Object(Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, Text])) as Record<(typeof SOCIAL_NETWORKS)[number]['key'], typeof Text>)),
    partner_target: Text,
    advertise_target: Text,
    about_title: Text,
    about_intro: Text,
    about_story: Text,
    about_mission: Text,
    about_vision: Text,
    footer_text: Text,
    footer_links: Type.Array(Type.Object({ label: Text, url: Text }), { maxItems: 50 }),
  }),
);
export type UpdateSiteSettingsBody = Static<typeof UpdateSiteSettingsBody>;

/** A category as the public pages name it. */
const PublicCategory = Type.Object({ name: Type.String(), slug: Type.String() });

/**
 * What every public page shows of the site (header, footer, contact page): the settings without the
 * About page's texts, which only /about reads (`GET /public/site/about`), and the offered categories.
 */
const ABOUT_FIELDS = ['about_title', 'about_intro', 'about_story', 'about_mission', 'about_vision'] as const;
export const PublicSite = Type.Object({ ...Type.Omit(SiteSettings, ABOUT_FIELDS).properties, categories: Type.Array(PublicCategory) });
export type PublicSite = Static<typeof PublicSite>;
export const PublicSiteResponse = Envelope(PublicSite);

export const PublicAbout = Type.Pick(SiteSettings, ABOUT_FIELDS);
export type PublicAbout = Static<typeof PublicAbout>;
export const PublicAboutResponse = Envelope(PublicAbout);

/** A category as staff see it: offered or retired, and how many articles and magazine videos it holds. */
export const Category = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  position: Type.Integer(),
  retired: Type.Boolean(),
  retired_at: Nullable(IsoDate),
  items: Type.Integer(),
});
export type Category = Static<typeof Category>;
export const CategoryListResponse = Envelope(Type.Array(Category));
export type CategoryListResponse = Static<typeof CategoryListResponse>;

export const CategoryBody = Type.Object({ name: Text });
export type CategoryBody = Static<typeof CategoryBody>;
export const CategoryOrderBody = Type.Object({ ids: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 500 }) });
export type CategoryOrderBody = Static<typeof CategoryOrderBody>;
/** Retiring names where the category's items go. */
export const RetireCategoryBody = Type.Object({ move_to: Type.String({ maxLength: 200 }) });
export type RetireCategoryBody = Static<typeof RetireCategoryBody>;
export const CategoryResponse = Envelope(Category);
export const RetireCategoryResponse = Envelope(Type.Object({ category: Category, moved: Type.Integer(), to: Type.String() }));
