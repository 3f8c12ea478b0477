/**
 * The article body in the form's Preview exactly as readers will see it: the HTML comes from the
 * server's renderer and sanitiser (POST /api/articles/preview, the function a save stores
 * `content_html` with), and sits in the public page's own classes (`article__content prose`, whose
 * rules are in web/src/styles/index.css, which the back office loads too). So images, links (with
 * their rel), tables and anything the sanitiser drops look here as they will there.
 */
import { useEffect, useRef } from 'react';
import { useAuth } from '../session/auth-context.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { useLoad } from '../lib/use-load.ts';
import { previewArticleBody } from './api.ts';

/** Typing pauses this long before the server renders again (the first render is immediate). */
const RENDER_DELAY_MS = 300;

export function ArticleBodyPreview({ content }: { content: string }) {
  const { request } = useAuth();
  const markdown = useDebounced(content, RENDER_DELAY_MS);
  const rendered = useLoad(
    () => (markdown.trim() ? previewArticleBody(request, markdown) : Promise.resolve('')),
    [markdown],
    'Could not render the preview',
  );
  const body = useRef<HTMLDivElement>(null);

  // A link followed from the preview would leave the unsaved form: open it in a new tab instead.
  // Set on the rendered nodes, so the markup itself stays the public page's.
  useEffect(() => {
    body.current?.querySelectorAll('a[href]').forEach((a) => {
      a.setAttribute('target', '_blank');
    });
  }, [rendered.data]);

  if (!content.trim()) return <p className="adm-muted">No content yet.</p>;
  if (rendered.error) return <p className="adm-field__error">{rendered.error}</p>;
  if (rendered.data === undefined) return <p className="adm-muted">Rendering the preview...</p>;
  return (
    // Sanitised by the server (server/modules/content/markdown.ts), like the public page's content_html.
    <div ref={body} className="article__content prose" aria-busy={rendered.loading} dangerouslySetInnerHTML={{ __html: rendered.data }} />
  );
}
