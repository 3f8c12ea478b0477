/**
 * The article's image gallery (shown under the text on the public page): add a picture by address
 * or upload with its alt text and caption, remove one; each image's server message under it.
 */
import { useState } from 'react';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { TextField } from '../components/fields.tsx';
import { PlusIcon, TrashIcon } from '../components/icons.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import type { ArticleFormValues } from './article-form.ts';

type Gallery = ArticleFormValues['additional_images'];

export function GalleryField({ images, onChange, errors, onTyping }: { images: Gallery; onChange: (images: Gallery) => void; errors: Record<string, string>; onTyping: (typing: boolean) => void }) {
  const [draft, setDraft] = useState({ url: '', alt: '', caption: '' });
  const update = (next: typeof draft) => {
    setDraft(next);
    onTyping(Boolean(next.url.trim()));
  };
  const add = () => {
    if (!draft.url.trim()) return;
    onChange([...images, { url: draft.url.trim(), alt: draft.alt.trim() || 'Article image', caption: draft.caption.trim() }]);
    update({ url: '', alt: '', caption: '' });
  };
  return (
    <>
      <div className="adm-gallery-add">
        <ImageUrlField label="Image URL" placeholder="https://example.com/photo.jpg" alt={draft.alt} value={draft.url} onChange={(e) => update({ ...draft, url: e.target.value })} />
        {draft.url.trim() && <ImagePreview className="adm-image-preview--compact" src={draft.url} alt={draft.alt || 'New image preview'} empty="" />}
        <TextField label="Alt text" placeholder="Article image" value={draft.alt} onChange={(e) => update({ ...draft, alt: e.target.value })} />
        <TextField label="Caption" placeholder="Optional caption" value={draft.caption} onChange={(e) => update({ ...draft, caption: e.target.value })} />
        <button type="button" className="adm-btn adm-btn--secondary" disabled={!draft.url.trim()} onClick={add}>
          <PlusIcon size={16} /> Add Image
        </button>
      </div>
      {images.length === 0 ? (
        <p className="adm-muted">No additional images yet.</p>
      ) : (
        <ul className="adm-gallery">
          {images.map((img, i) => (
            <li key={img.id ?? `${img.url}-${i}`} className="adm-gallery__item">
              <AdminImage src={img.url} alt={img.alt} className="adm-gallery__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
              <div className="adm-gallery__text">
                <p className="adm-gallery__alt">{img.alt}</p>
                {img.caption && <p className="adm-muted">{img.caption}</p>}
                <p className="adm-gallery__url">{img.url}</p>
                {errors[`additional_images.${i}.url`] && <p className="adm-field__error">{errors[`additional_images.${i}.url`]}</p>}
              </div>
              <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Remove image ${i + 1}`} onClick={() => onChange(images.filter((_, j) => j !== i))}>
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
