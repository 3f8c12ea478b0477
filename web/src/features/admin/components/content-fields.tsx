/**
 * The fields that read the same in every content form (article, video / TV episode, podcast
 * episode): meta description, tags with their chips; and the Add button of the small inline
 * forms inside them (season, series, guest).
 */
import { LIMITS } from '../../../../../shared/constants.ts';
import { splitTags } from '../lib/format.ts';
import { TextArea, TextField } from './fields.tsx';
import { PlusIcon } from './icons.tsx';
import { Chip } from './status-badge.tsx';

/** A text control bound to a form value (useContentForm's `text(key)`). */
export interface BoundText {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}

function TagChips({ tags }: { tags: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <div className="adm-tags">
      {list.map((t) => (
        <Chip key={t}>#{t}</Chip>
      ))}
    </div>
  );
}

/** The primary button of an inline create form ('Add Season', 'Add Series', 'Add Guest'). */
export function InlineAddButton({ label, busy, onAdd }: { label: string; busy: boolean; onAdd: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={onAdd} disabled={busy}>
      <PlusIcon size={16} /> {busy ? 'Adding...' : label}
    </button>
  );
}

/** SEO & Meta: what search engines and share cards show, counted against the 160-character limit. */
export function MetaDescriptionField(props: BoundText) {
  return (
    <TextArea
      label="Meta Description"
      rows={3}
      placeholder="What search engines and share cards show (up to 160 characters)"
      {...props}
      counter={{ length: props.value.length, max: LIMITS.metaDescriptionMax, warnAt: 150, format: (n, m) => `${n}/${m} characters` }}
    />
  );
}

/** Comma-separated tags with their chips under the field. */
export function TagsField({ placeholder, ...props }: BoundText & { placeholder: string }) {
  return (
    <>
      <TextField label="Tags" placeholder={placeholder} hint="Separate tags with commas" {...props} />
      <TagChips tags={props.value} />
    </>
  );
}

