/**
 * Choosing an author profile: a combobox that searches the profiles as one types (by name, any
 * case), lists staff and guest authors with their portraits, and, where allowed, ends with "Add
 * guest author" for the name typed, which makes the profile and chooses it. The article editor's
 * Author field, and the Authors screen's merge and reassign dialogs, use it. `FixedByline` is the
 * editor's Author field for a member who may not choose (a contributor signs with their own profile).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Author } from '../../../../../shared/api/authors.ts';
import { useAuth } from '../session/auth-context.tsx';
import { createGuestAuthor, listAuthors } from '../lib/authors.ts';
import { messageOf } from '../lib/errors.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { AdminImage, ADMIN_IMAGE_SIZES } from './admin-image.tsx';
import { Field } from './fields.tsx';
import './author-parts.css';

/** What the field holds: a profile's id and name (the article has no more of it). */
export interface ChosenAuthor {
  id: string;
  name: string;
  image?: string;
  user_id?: string | null;
}

export function AuthorAvatar({ author }: { author: { name: string; image?: string } }) {
  if (author.image) return <AdminImage src={author.image} alt="" className="adm-author-avatar" sizes={ADMIN_IMAGE_SIZES.tableThumb} />;
  return (
    <span className="adm-user__avatar adm-author-avatar" aria-hidden="true">
      {(author.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/**
 * A byline the member may not change (shared/editorial.ts `choosesAnyByline`): the profile's
 * portrait and name, and who can change it.
 */
export function FixedByline({ label, author, own }: { label: string; author: ChosenAuthor; own: boolean }) {
  const id = useId();
  return (
    <div className="adm-field" role="group" aria-labelledby={id} aria-describedby={`${id}-hint`}>
      <div className="adm-field__label-row">
        <span id={id} className="adm-field__label">
          {label}
        </span>
      </div>
      <p className="adm-author-picker__chosen">
        <AuthorAvatar author={author} />
        <strong>{author.name}</strong>
      </p>
      <div id={`${id}-hint`} className="adm-field__meta">
        <span className="adm-field__hint">{own ? 'Your own author profile: an editor can change the byline.' : 'An editor can change the byline.'}</span>
      </div>
    </div>
  );
}

export function AuthorPicker({
  label,
  value,
  onChange,
  error,
  required,
  hint,
  exclude,
  allowCreate = false,
}: {
  label: string;
  value: ChosenAuthor | null;
  onChange: (author: ChosenAuthor) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  /** A profile not to offer (the one being merged away). */
  exclude?: string;
  /** Offer "Add guest author" for the name typed. */
  allowCreate?: boolean;
}) {
  const { request } = useAuth();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [found, setFound] = useState<Author[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const q = useDebounced(text.trim(), 200);

  useEffect(() => {
    if (!open) return;
    let live = true;
    listAuthors(request, { q: q || undefined, limit: 8 }).then(
      (res) => live && setFound(res.data.filter((a) => a.id !== exclude)),
      () => live && setFound([]),
    );
    return () => {
      live = false;
    };
  }, [open, q, request, exclude]);

  const typed = text.trim();
  const canCreate = allowCreate && typed.length > 0 && !found.some((a) => a.name.toLowerCase() === typed.toLowerCase());
  const options = found.length + (canCreate ? 1 : 0);

  const choose = (author: ChosenAuthor) => {
    onChange(author);
    setText('');
    setOpen(false);
    setProblem(null);
  };
  const createGuest = async () => {
    setBusy(true);
    try {
      choose(await createGuestAuthor(request, { name: typed }));
    } catch (err) {
      setProblem(messageOf(err, 'Could not add the guest author'));
    } finally {
      setBusy(false);
    }
  };
  const pick = (i: number) => (i < found.length ? choose(found[i]) : void createGuest());

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options - 1)) % options);
    } else if (e.key === 'Enter' && open && options) {
      e.preventDefault();
      pick(Math.min(active, options - 1));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Field label={label} error={problem ?? error} hint={hint} required={required}>
      {(id, describedBy) => (
        <div className="adm-author-picker">
          {value && (
            <p className="adm-author-picker__chosen" aria-live="polite">
              <AuthorAvatar author={value} />
              <span>
                <strong>{value.name}</strong>
                {value.user_id !== undefined && <span className="adm-muted"> · {value.user_id ? 'Staff' : 'Guest author'}</span>}
              </span>
            </p>
          )}
          <input
            ref={input}
            id={id}
            className="adm-input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && options ? optionId(Math.min(active, options - 1)) : undefined}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error) || undefined}
            placeholder={value ? 'Search to change the author' : 'Search authors by name'}
            value={text}
            disabled={busy}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {open && (
            <ul id={listId} role="listbox" className="adm-author-picker__list" aria-label={`${label}: matching authors`}>
              {found.map((a, i) => (
                <li
                  key={a.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={`adm-author-picker__option${i === active ? ' is-active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(i)}
                >
                  <AuthorAvatar author={a} />
                  <span className="adm-author-picker__name">{a.name}</span>
                  <span className="adm-muted">{a.user_id ? 'Staff' : 'Guest'}</span>
                </li>
              ))}
              {canCreate && (
                <li
                  id={optionId(found.length)}
                  role="option"
                  aria-selected={active === found.length}
                  className={`adm-author-picker__option adm-author-picker__create${active === found.length ? ' is-active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(found.length)}
                >
                  + Add guest author “{typed}”
                </li>
              )}
              {!options && <li role="option" aria-disabled="true" aria-selected={false} className="adm-author-picker__none">{typed ? 'No author by that name' : 'No authors yet'}</li>}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
