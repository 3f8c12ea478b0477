/**
 * The site as the server hands it to every public page (SsrPayload.site): the public URL, and the
 * name, contact, links, footer and categories administrators set in the back office
 * (server/modules/site). The back office's shell carries them too (its brand names the site); a
 * page without them shows an untouched site's.
 */
import { createContext, useContext } from 'react';
import type { PublicSite } from '../../../shared/api/site.ts';
import { ARTICLE_CATEGORIES } from '../../../shared/constants.ts';
import { SITE_DEFAULTS } from '../../../shared/site.ts';
import { slugify } from '../../../shared/slug.ts';

const { about_title: _t, about_intro: _i, about_story: _s, about_mission: _m, about_vision: _v, ...publicDefaults } = SITE_DEFAULTS;
/** An untouched site. */
export const DEFAULT_SITE: PublicSite = { ...publicDefaults, categories: ARTICLE_CATEGORIES.map((name) => ({ name, slug: slugify(name) })) };

const SiteContext = createContext<{ publicUrl: string; site: PublicSite }>({ publicUrl: '', site: DEFAULT_SITE });
export const SiteProvider = SiteContext.Provider;

/** The public URL and the site's settings. */
export const useSite = () => useContext(SiteContext);

/** The site's name as administrators set it: wherever a page names the site. */
export const useSiteName = (): string => useSite().site.site_name;

/** The names of the offered categories, in their order. */
export const useCategoryNames = (): string[] => useSite().site.categories.map((c) => c.name);
