/**
 * The homepage shows each story once (server/modules/articles/public.ts, homeStories): an article
 * in a main slot is not repeated below it, and an Editor's Pick is not repeated in Featured, whose
 * place goes to the next featured article. The curation screens say so beside the article, so
 * that an editor does not wonder why a pick or a featured story is missing from the homepage.
 */
import type { Article } from '../../../../../shared/api/content.ts';
import { Chip } from '../components/status-badge.tsx';

const SLOT_NAMES = { main: 'Main Article', second: 'Second Main Article' } as const;

/**
 * Where the homepage shows `article` instead of in `section`, or null when the section shows it.
 * Short, to fit a phone's row: the screen's help says the rule whole.
 */
export function shownElsewhere(article: Article, section: 'featured' | 'editors-pick'): string | null {
  if (article.main_position) return `${SLOT_NAMES[article.main_position]}: not repeated here`;
  if (section === 'featured' && article.editors_pick) return "In Editor's Pick: not repeated here";
  return null;
}

/** The note beside an article of the Featured or Editor's Pick list that the homepage shows elsewhere. */
export function ShownElsewhereNote({ article, section }: { article: Article; section: 'featured' | 'editors-pick' }) {
  const note = shownElsewhere(article, section);
  return note ? <Chip tone="amber">{note}</Chip> : null;
}
