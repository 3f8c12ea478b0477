/**
 * /author/{slug}: who writes for the magazine (their profile: name, portrait, bio, links) and their
 * articles, newest first, 12 a page with real page addresses. An author with no public article is
 * a not-found page (the server answers 404); an old slug of a renamed author moves to the new one
 * (the server redirects; a visit within the app replaces the address).
 */
import '../../styles/inner-pages.css';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_KEYS, listHref, readPage, type AuthorPage as AuthorPageData } from '../../../../shared/page-data.ts';
import { authorPath } from '../../../../shared/slug.ts';
import { linkName } from '../../../../shared/validation/author.ts';
import { countOf } from '../../../../shared/words.ts';
import { useLoader, type Loaded } from '../../lib/page-data.tsx';
import { useSiteName } from '../../lib/site.tsx';
import { HOME_CRUMB, MAGAZINE_CRUMB, useListHead } from '../../lib/list-head.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { ArticleGridPage } from '../../components/cards/article-grid.tsx';
import { Breadcrumbs } from '../../components/browse/breadcrumbs.tsx';
import { ListStates, MagazineNotFound } from '../../components/browse/list-states.tsx';
import { useTopOnListChange } from '../../components/browse/pagination.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { fetchAuthorPage } from './api.ts';
import './author.css';

/** The author's photo, or their initials on the accent colour when they have none. */
function AuthorPhoto({ name, image }: { name: string; image: string }) {
  if (image) return <SmartImage src={image} alt={`Portrait of ${name}`} width={160} height={160} sizes={IMAGE_SIZES.authorPage} className="author-header__photo" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <div className="author-header__photo author-header__photo--initials" aria-hidden="true">
      {initials}
    </div>
  );
}

export function AuthorPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const key = PAGE_KEYS.author(slug, page);
  const result = useLoader(key, (signal) => fetchAuthorPage(slug, page, signal));
  useTopOnListChange(key);
  // On its first page, "nothing" can only mean there is no such author (past it: no such page).
  if (result.status === 'ready' && !result.data && page === 1) return <MagazineNotFound title="Author Not Found" text="No article of the magazine is by an author of that name." icon={<UserIcon size={40} />} />;
  const moved = result.data?.author.slug;
  if (moved && moved !== slug) return <Navigate to={listHref(authorPath(moved), page)} replace />;
  return <AuthorView slug={slug} page={page} result={result} />;
}

function AuthorView({ slug, page, result }: { slug: string; page: number; result: Loaded<AuthorPageData | null> }) {
  const author = result.data?.author;
  const path = authorPath(author?.slug ?? slug);
  const href = (n: number) => listHref(path, n);
  const name = author?.name ?? 'Author';
  const siteName = useSiteName();
  const crumbs = [HOME_CRUMB, MAGAZINE_CRUMB, { name, path }];
  useListHead({
    title: name,
    description: author?.bio || `Articles by ${name} in the ${siteName} magazine.`,
    image: author?.image || result.data?.articles[0]?.featured_image,
    path: href(page),
    crumbs,
    pagination: result.data?.pagination,
  });

  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      {author ? (
        <header className="author-header">
          <AuthorPhoto name={author.name} image={author.image} />
          <div>
            <p className="eyebrow">Author</p>
            <h1>{author.name}</h1>
            {author.bio && <p className="author-header__bio">{author.bio}</p>}
            {author.links.length > 0 && (
              <ul className="author-header__links" aria-label={`${author.name} elsewhere`}>
                {author.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="me noopener" target="_blank">
                      {linkName(link)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className="muted">{countOf(result.data?.pagination.total ?? 0, 'article')} in the magazine</p>
          </div>
        </header>
      ) : (
        <header className="page-header">
          <p className="eyebrow">Author</p>
          <h1>{result.status === 'loading' ? 'Loading author...' : 'Author'}</h1>
        </header>
      )}
      <section className="browse" aria-labelledby="browse-heading">
        <div className="section-heading">
          <h2 id="browse-heading">{author ? `Articles by ${author.name}` : 'Articles'}</h2>
        </div>
        <ListStates result={result} noun="articles" skeletons={{ className: 'grid grid--3', count: 3 }} firstPage={path}>
          {({ articles, pagination }) => (
            <ArticleGridPage articles={articles} pagination={pagination} href={href} />
          )}
        </ListStates>
      </section>
    </div>
  );
}
