/**
 * The writing column's own fields: the title and subtitle written large, as the page shows them
 * (their labels stay for screen readers), a plain-text body for the items whose public page shows
 * plain paragraphs (video, TV and podcast descriptions, transcripts), and the tags field with the
 * newsroom's tags in use as suggestions.
 */
import { useEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { splitTags } from '../../../../../shared/format.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { useLoad } from '../lib/use-load.ts';
import { TagsField, type BoundText } from '../components/content-fields.tsx';
import { Field } from '../components/fields.tsx';

/** A textarea that grows with its text (no inner scrollbar in the writing column). */
function GrowingText({ value, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return <textarea ref={ref} value={value} rows={1} {...rest} />;
}

interface WritingFieldProps extends BoundText {
  label: string;
  name: string;
  placeholder: string;
  required?: boolean;
  /** 'title' (large serif), 'subtitle', or 'body' (the text of a plain-text item). */
  kind: 'title' | 'subtitle' | 'body';
  hint?: string;
  autoFocus?: boolean;
}

export function WritingField({ label, name, placeholder, required, kind, hint, autoFocus, value, onChange, error }: WritingFieldProps) {
  return (
    <div data-field={name}>
      <Field label={label} error={error} required={required} hint={hint} className={`ed-writing ed-writing--${kind}`}>
        {(id, describedBy) => (
          <GrowingText
            id={id}
            className={`ed-writing__input ed-writing__input--${kind}`}
            value={value}
            onChange={onChange}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            // The title is one line on the page: Enter moves on instead of breaking it.
            onKeyDown={kind === 'body' ? undefined : (e) => e.key === 'Enter' && e.preventDefault()}
            autoFocus={autoFocus}
          />
        )}
      </Field>
    </div>
  );
}

/** Comma-separated tags, with the tags in use that start like the one being typed to add in a tap. */
export function TagsWithSuggestions({ placeholder, ...props }: BoundText & { placeholder: string }) {
  const { request } = useAuth();
  const current = splitTags(props.value);
  const typing = /,\s*$/.test(props.value) || !props.value.trim() ? '' : (props.value.split(',').pop() ?? '').trim();
  const q = useDebounced(typing, 250);
  const suggestions = useLoad(() => request('GET /tags', { query: { limit: 12, ...(q ? { q } : {}) } }).then((r) => r.data), [q], 'No suggestions');
  const have = new Set(current.map((t) => t.toLowerCase()));
  const shown = (suggestions.data ?? []).filter((s) => !have.has(s.tag.toLowerCase()) || s.tag.toLowerCase() === typing.toLowerCase()).slice(0, 8);

  const add = (tag: string) => {
    // Replace the word being typed, or add after the others.
    const kept = typing ? current.slice(0, -1) : current;
    const next = [...kept.filter((t) => t.toLowerCase() !== tag.toLowerCase()), tag].join(', ');
    props.onChange({ target: { value: `${next}, ` } });
  };

  return (
    <div data-field="tags">
      <TagsField placeholder={placeholder} {...props} />
      {shown.length > 0 && (
        <div className="ed-suggest" role="group" aria-label="Suggested tags">
          <span className="ed-suggest__label">{typing ? 'Matching tags:' : 'Often used:'}</span>
          {shown.map((s) => (
            <button key={s.tag} type="button" className="ed-suggest__tag" onClick={() => add(s.tag)} aria-label={`Add tag ${s.tag}`}>
              + {s.tag}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
