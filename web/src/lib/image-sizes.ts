/**
 * `sizes` of every picture slot of the public site: how many CSS pixels wide each is shown at each
 * breakpoint, worked out from web/src/styles/index.css, so the browser fetches the variant that
 * fits (shared/responsive-image.ts lists the widths). When a layout rule changes, change its line
 * here. The page's content box: `.container` is at most 1200 px with 16 px padding (24 px from
 * 768 px), so 100vw - 32px, then 100vw - 48px, then 1152 px; `.container--narrow` stops at 860 px
 * (812 px of content). Grid gaps: `.grid` 20 px, `.with-sidebar` 32 px beside a 340 px column.
 */
import { ARTICLE_COLUMN_SIZES } from '../../../shared/responsive-image.ts';

const CONTENT = ['(min-width:1200px) 1152px', '(min-width:768px) calc(100vw - 48px)', 'calc(100vw - 32px)'];
// Written tight (no spaces where CSS needs none): the strings repeat on every picture of a page.
const join = (...parts: string[]) => parts.join(',');

/** Cards of `.grid--2/3/4`: one column, then two from 600 px, then n from 960 px. */
const gridBelow960 = ['(min-width:768px) calc(50vw - 34px)', '(min-width:600px) calc(50vw - 26px)', 'calc(100vw - 32px)'];

export const IMAGE_SIZES = {
  /** A writer's round portrait in the article's author box (`.author-box__photo`). */
  authorPhoto: '64px',
  /** The portrait on the author's own page (`.author-header__photo`): 88 px, 120 px from 600 px. */
  authorPage: '(min-width:600px) 120px,88px',
  /** The home hero's main story: 1.85 of 2.85 shares beside the second from 960 px. */
  heroMain: join('(min-width:1200px) 735px', '(min-width:960px) calc(64.9vw - 44px)', ...CONTENT.slice(1)),
  /** The hero when it has one story: the whole width. */
  heroSingle: join(...CONTENT),
  /** The hero's second story: 1 of 2.85 shares from 960 px. */
  heroSecond: join('(min-width:1200px) 397px', '(min-width:960px) calc(35.1vw - 24px)', ...CONTENT.slice(1)),
  /** `.grid--3` cards (featured articles). */
  grid3: join('(min-width:1200px) 371px', '(min-width:960px) calc(33.3vw - 29px)', ...gridBelow960),
  /** `.grid--4` cards (editor's pick, videos, TV episodes). */
  grid4: join('(min-width:1200px) 273px', '(min-width:960px) calc(25vw - 27px)', ...gridBelow960),
  /** `.grid--2` cards beside the trending sidebar (latest articles). */
  grid2Sidebar: join('(min-width:1200px) 380px', '(min-width:960px) calc(50vw - 220px)', ...gridBelow960),
  /** A video or TV episode's player poster: the whole content width. */
  player: join(...CONTENT),
  /**
   * A podcast episode's square cover as the poster of its YouTube player. The player spans the
   * main column (beside the 340 px sidebar from 960 px: 780 px at most) at 16:9 and the cover is
   * shown whole, so it is as wide as the player is high: 9/16 of the column.
   */
  episodePlayer: join('(min-width:1200px) 439px', '(min-width:960px) calc(56.25vw - 236px)', '(min-width:768px) calc(56.25vw - 27px)', 'calc(56.25vw - 18px)'),
  /** An article's featured picture, across the narrow column (pictures in the body too: server-rendered). */
  articleFigure: ARTICLE_COLUMN_SIZES,
  /** Article gallery pictures: two columns (16 px gap) from 600 px. */
  gallery: join('(min-width:860px) 398px', '(min-width:768px) calc(50vw - 32px)', '(min-width:600px) calc(50vw - 24px)', 'calc(100vw - 32px)'),
  /** Podcast episode covers: 96 px, 160 px from 600 px. */
  episode: '(min-width:600px) 160px,96px',
  /** The cover on an episode's own page (`.podcast-episode__cover`): 180 px, 260 px from 720 px. */
  episodeCover: '(min-width:720px) 260px,180px',
  /** An article's related stories (`.grid--3` in the narrow column): three from 960 px, two from 600 px. */
  related: join('(min-width:960px) 258px', '(min-width:860px) 396px', '(min-width:768px) calc(50vw - 34px)', '(min-width:600px) calc(50vw - 26px)', 'calc(100vw - 32px)'),
  /** The picture of an "Up next" card and of a season's episode rows (`.up-next__media`, `.season-list img`). */
  upNext: '(min-width:600px) 176px,112px',
  /** Search result pictures: the card's width (the content less its 1 px borders) on a phone, 200 px from 600 px. */
  searchResult: '(min-width:600px) 200px,calc(100vw - 34px)',
} as const;
