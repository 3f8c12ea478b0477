/** A page of article cards in three columns, with the Previous / Next links under it (/magazine, category and author pages). */
import type { Pagination as PageInfo } from '../../../../shared/api/common.ts';
import type { ArticleCardData } from '../../../../shared/page-data.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Pagination } from '../browse/pagination.tsx';
import { ArticleCard } from './article-card.tsx';

export function ArticleGridPage({ articles, pagination, href }: { articles: ArticleCardData[]; pagination: PageInfo; href: (page: number) => string }) {
  return (
    <>
      <div className="grid grid--3">
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} sizes={IMAGE_SIZES.grid3} />
        ))}
      </div>
      <Pagination pagination={pagination} href={href} />
    </>
  );
}
