/**
 * /magazine, the article archive, and /magazine/{category}, one category's articles: newest first,
 * 12 a page, with real page addresses (?page=2) and the categories as links. An unknown category
 * is a not-found page (the server answers 404).
 */
import '../../styles/inner-pages.css';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSiteName } from '../../lib/site.tsx';
import { useCategoryNames } from '../../lib/site.tsx';
import { categoryBySlug, categoryPath } from '../../../../shared/slug.ts';
import { PAGE_KEYS, listHref, readPage } from '../../../../shared/page-data.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { HOME_CRUMB, MAGAZINE_CRUMB, useListHead } from '../../lib/list-head.ts';
import { ArticleGridPage } from '../../components/cards/article-grid.tsx';
import { Breadcrumbs } from '../../components/browse/breadcrumbs.tsx';
import { FilterLinks } from '../../components/browse/filter-links.tsx';
import { ListStates, MagazineNotFound } from '../../components/browse/list-states.tsx';
import { useTopOnListChange } from '../../components/browse/pagination.tsx';
import { StatePanel } from '../../components/ui/state-panel.tsx';
import { BookIcon } from '../../components/ui/icons.tsx';
import { countOf } from '../../../../shared/words.ts';
import { CATEGORY_LEADS } from './categories.ts';
import { fetchArticleList } from './api.ts';

function CategoryLinks({ current }: { current?: string }) {
  const categories = useCategoryNames();
  return (
    <FilterLinks
      label="Magazine categories"
      links={[
        { to: '/magazine', label: 'All articles', current: !current },
        ...categories.map((c) => ({ to: categoryPath(c), label: c, current: c === current })),
      ]}
    />
  );
}

export function MagazinePage() {
  const { category: slug = '' } = useParams();
  const categories = useCategoryNames();
  const category = slug ? categoryBySlug(slug, categories) : undefined;
  return slug && !category ? <MagazineNotFound title="Category Not Found" text="The magazine has no category by that name." icon={<BookIcon size={40} />} /> : <ArticleList slug={slug} category={category} />;
}

function ArticleList({ slug, category }: { slug: string; category?: string }) {
  const [params] = useSearchParams();
  const page = readPage(params);
  const key = PAGE_KEYS.articleList(slug, page);
  const list = useLoader(key, (signal) => fetchArticleList(category, page, signal));
  useTopOnListChange(key);
  const siteName = useSiteName();
  const path = category ? categoryPath(category) : '/magazine';
  const href = (n: number) => listHref(path, n);
  const title = category ?? 'The Magazine';
  const lead = category
    ? (CATEGORY_LEADS[category] ?? `Every ${category} story from the magazine, newest first.`)
    : 'Every story from the magazine, newest first: research, careers, culture, technology and the people behind them.';
  const crumbs = category ? [HOME_CRUMB, MAGAZINE_CRUMB, { name: category, path }] : [HOME_CRUMB, MAGAZINE_CRUMB];
  useListHead({
    title,
    description: category ? `${category}: ${lead}` : `The ${siteName} magazine. ${lead}`,
    image: list.data?.articles[0]?.featured_image,
    path: href(page),
    crumbs,
    pagination: list.data?.pagination,
  });

  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <p className="eyebrow">{category ? 'Magazine category' : `${siteName} Magazine`}</p>
        <h1>{title}</h1>
        <p className="page-header__lead">{lead}</p>
      </header>
      <CategoryLinks current={category} />
      <section className="browse" aria-labelledby="browse-heading">
        <div className="section-heading">
          <h2 id="browse-heading">{category ? `${category} articles` : 'All articles'}</h2>
          {list.data && list.data.pagination.total > 0 && (
            <p className="section-heading__count">{countOf(list.data.pagination.total, 'article')}</p>
          )}
        </div>
        <ListStates result={list} noun="articles" skeletons={{ className: 'grid grid--3', count: 6 }} firstPage={path}>
          {({ articles, pagination }) =>
            articles.length === 0 ? (
              <StatePanel icon={<BookIcon size={36} />} title={category ? `No ${category} Articles Yet` : 'No Articles Yet'} text="New stories are on their way.">
                {category && (
                  <Link to="/magazine" className="btn btn--primary">
                    Browse all articles
                  </Link>
                )}
              </StatePanel>
            ) : (
              <ArticleGridPage articles={articles} pagination={pagination} href={href} />
            )
          }
        </ListStates>
      </section>
    </div>
  );
}
