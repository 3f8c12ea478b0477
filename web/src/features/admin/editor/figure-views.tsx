/**
 * How the body's figures look while writing: as on the public page (the picture with its caption
 * under it; the YouTube player's still and play button in the site's `.embed` frame), with their
 * fields in place: the caption typed where it shows, the alt text just under it (flagged while
 * empty), the video's title; and, for a pasted picture, its copy into the media library (under
 * way, or failed with Retry). The verbatim Markdown block is a plain text area.
 */
import { useSyncExternalStore } from 'react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { youtubeId, youtubeThumbnailUrl } from '../../../../../shared/youtube.ts';
import type { PastedImages } from './pasted-images.ts';

const noSubscription = () => () => {};

function FigureTools({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className="ed-figure__tools" contentEditable={false}>
      <button type="button" className="ed-figure__remove" onClick={onRemove} aria-label={`Remove ${label}`} title={`Remove ${label}`}>
        ×
      </button>
    </div>
  );
}

export function FigureView({ node, updateAttributes, deleteNode, selected, extension }: ReactNodeViewProps) {
  const images = (extension.options as { images: PastedImages | null }).images;
  const src = String(node.attrs.src);
  const state = useSyncExternalStore(images?.subscribe ?? noSubscription, () => images?.stateOf(src));
  const alt = String(node.attrs.alt);
  return (
    <NodeViewWrapper as="figure" className={`ed-figure${selected ? ' is-selected' : ''}`} data-drag-handle="">
      <div className="ed-figure__media">
        <img src={src} alt={alt} draggable={false} />
        {state?.status === 'uploading' && (
          <p className="ed-figure__state" role="status">
            <span className="adm-spinner adm-spinner--sm" aria-hidden="true" /> Copying to the media library...
          </p>
        )}
        {state?.status === 'failed' && (
          <div className="ed-figure__state ed-figure__state--failed" role="alert">
            <p>Not copied to the media library: {state.message}</p>
            <div>
              <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => images?.retry(src, alt)}>
                Retry
              </button>
              <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={deleteNode}>
                Remove picture
              </button>
            </div>
          </div>
        )}
        <FigureTools label="picture" onRemove={deleteNode} />
      </div>
      <input
        className="ed-figure__caption"
        value={String(node.attrs.caption)}
        onChange={(e) => updateAttributes({ caption: e.target.value })}
        placeholder="Add a caption (optional)"
        aria-label="Caption"
      />
      <label className={`ed-figure__alt${alt.trim() ? '' : ' is-missing'}`}>
        <span>Alt text</span>
        <input value={alt} onChange={(e) => updateAttributes({ alt: e.target.value })} placeholder="Describe the picture for readers who cannot see it" />
      </label>
    </NodeViewWrapper>
  );
}

export function YouTubeView({ node, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const id = youtubeId(String(node.attrs.src));
  return (
    <NodeViewWrapper as="figure" className={`ed-figure prose-embed${selected ? ' is-selected' : ''}`} data-drag-handle="">
      <div className="ed-figure__media">
        <div className="embed">
          {id && <img className="embed__poster" src={youtubeThumbnailUrl(id)} alt="" draggable={false} />}
          <span className="embed__play" aria-hidden="true" />
        </div>
        <FigureTools label="video" onRemove={deleteNode} />
      </div>
      <input
        className="ed-figure__caption"
        value={String(node.attrs.caption)}
        onChange={(e) => updateAttributes({ caption: e.target.value })}
        placeholder="Add a caption (optional)"
        aria-label="Video caption"
      />
      <label className={`ed-figure__alt${String(node.attrs.alt).trim() ? '' : ' is-missing'}`}>
        <span>Video title</span>
        <input value={String(node.attrs.alt)} onChange={(e) => updateAttributes({ alt: e.target.value })} placeholder="Read out by screen readers on the play button" />
      </label>
    </NodeViewWrapper>
  );
}

export function MarkdownBlockView({ node, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const source = String(node.attrs.source);
  return (
    <NodeViewWrapper className={`ed-markdown${selected ? ' is-selected' : ''}`}>
      <div className="ed-markdown__head" contentEditable={false}>
        <span>Markdown, shown on the page as written (a table, HTML or a picture inside a sentence)</span>
        <button type="button" className="ed-figure__remove" onClick={deleteNode} aria-label="Remove Markdown block" title="Remove Markdown block">
          ×
        </button>
      </div>
      <textarea
        value={source}
        rows={Math.min(20, source.split('\n').length + 1)}
        onChange={(e) => updateAttributes({ source: e.target.value })}
        aria-label="Markdown block"
        spellCheck={false}
      />
    </NodeViewWrapper>
  );
}
