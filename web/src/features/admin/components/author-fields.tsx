/**
 * The fields of an author profile (the Authors screen's form, the member's own profile on Account
 * Settings): name, portrait (from the Media Library or an upload), bio and up to eight links. The
 * values and messages are the caller's; the rules are shared/validation/author.ts.
 */
import { AUTHOR_LIMITS, type AuthorLink } from '../../../../../shared/validation/author.ts';
import { TEXT_LIMITS } from '../../../../../shared/validation/fields.ts';
import { TextArea, TextField } from './fields.tsx';
import { PlusIcon, TrashIcon } from './icons.tsx';
import { ImagePreview, ImageUrlField } from './image-url-field.tsx';
import './author-parts.css';

export interface AuthorFormValues {
  name: string;
  bio: string;
  image: string;
  links: AuthorLink[];
}

export const emptyAuthor = (): AuthorFormValues => ({ name: '', bio: '', image: '', links: [] });

export function AuthorFields({
  values,
  errors,
  onChange,
}: {
  values: AuthorFormValues;
  errors: Record<string, string>;
  onChange: (next: AuthorFormValues) => void;
}) {
  const set = <K extends keyof AuthorFormValues>(key: K, value: AuthorFormValues[K]) => onChange({ ...values, [key]: value });
  const setLink = (i: number, change: Partial<AuthorLink>) => set('links', values.links.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <>
      <TextField label="Name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} hint="As the byline shows it" maxLength={TEXT_LIMITS.name} />
      <ImageUrlField
        label="Portrait URL"
        value={values.image}
        onChange={(e) => set('image', e.target.value)}
        error={errors.image}
        alt={values.name.trim() ? `Portrait of ${values.name.trim()}` : ''}
        hint="A square photo works best: it shows round on the author page and under articles."
      />
      {values.image.trim() && <ImagePreview className="adm-image-preview--compact" src={values.image} alt={`Portrait of ${values.name || 'the author'}`} empty="" />}
      <TextArea label="Bio" rows={4} value={values.bio} onChange={(e) => set('bio', e.target.value)} error={errors.bio} placeholder="A few lines readers see on the author page and under each article" />
      <fieldset className="adm-author-links">
        <legend>Links</legend>
        <p className="adm-muted adm-author-links__hint">Website and social profiles, shown on the author page (up to {AUTHOR_LIMITS.links}).</p>
        {errors.links && <p className="adm-field__error" role="alert">{errors.links}</p>}
        {values.links.map((link, i) => (
          <div className="adm-author-links__row" key={i}>
            <TextField
              label={`Link ${i + 1} address`}
              type="url"
              inputMode="url"
              placeholder="https://x.com/yourname"
              value={link.url}
              onChange={(e) => setLink(i, { url: e.target.value })}
              error={errors[`links.${i}.url`]}
            />
            <TextField
              label={`Link ${i + 1} label (optional)`}
              placeholder="X"
              value={link.label}
              onChange={(e) => setLink(i, { label: e.target.value })}
              error={errors[`links.${i}.label`]}
            />
            <button
              type="button"
              className="adm-btn adm-btn--ghost adm-author-links__remove"
              aria-label={`Remove link ${i + 1}`}
              onClick={() => set('links', values.links.filter((_, j) => j !== i))}
            >
              <TrashIcon size={16} />
            </button>
          </div>
        ))}
        {values.links.length < AUTHOR_LIMITS.links && (
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => set('links', [...values.links, { label: '', url: '' }])}>
            <PlusIcon size={16} /> Add link
          </button>
        )}
      </fieldset>
    </>
  );
}
