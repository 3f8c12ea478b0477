/**
 * The member's own author profile on Account Settings: the byline their articles carry and what
 * their public author page shows (name, portrait, bio, links). Saved with PUT /api/authors/me;
 * every article they sign shows the change at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Author } from '../../../../../shared/api/authors.ts';
import { checkAuthor } from '../../../../../shared/validation/author.ts';
import { useAuth } from '../session/auth-context.tsx';
import { getMyProfile, updateMyProfile } from '../lib/authors.ts';
import { checkWith, fieldErrorsOf, messageOf } from '../lib/errors.ts';
import { AuthorFields, emptyAuthor, type AuthorFormValues } from '../components/author-fields.tsx';
import { EditIcon } from '../components/icons.tsx';
import { FlashBar, useFlash } from '../components/message-bar.tsx';
import { Panel } from '../components/page-header.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

const valuesOf = (a: Author): AuthorFormValues => ({ name: a.name, bio: a.bio, image: a.image, links: a.links });

export function AuthorProfilePanel() {
  const { request } = useAuth();
  const [profile, setProfile] = useState<Author | null>(null);
  const [values, setValues] = useState<AuthorFormValues>(emptyAuthor());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { flash, show, clear } = useFlash(5000);

  useEffect(() => {
    let live = true;
    getMyProfile(request).then(
      (p) => {
        if (!live) return;
        setProfile(p);
        setValues(valuesOf(p));
      },
      (err) => live && show('error', messageOf(err, 'Could not load your author profile')),
    );
    return () => {
      live = false;
    };
  }, [request, show]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkWith((errs) => checkAuthor(errs, values));
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await updateMyProfile(request, values);
      setProfile(saved);
      setValues(valuesOf(saved));
      show('success', 'Author profile saved');
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      show('error', messageOf(err, 'Could not save your author profile'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={<span className="adm-inline"><EditIcon /> Author Profile</span>}>
      <form className="adm-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Author Profile">
        <p className="adm-muted">
          Your byline: readers see it on your articles and on{' '}
          {profile ? (
            <a href={`/author/${profile.slug}`} target="_blank" rel="noopener">
              your author page
            </a>
          ) : (
            'your author page'
          )}
          .
        </p>
        <FlashBar flash={flash} onDismiss={clear} />
        {/* Closed until the stored profile has arrived: what was typed before would be overwritten by it. */}
        <fieldset className="adm-fieldset-plain" disabled={!profile}>
          <AuthorFields values={values} errors={errors} onChange={(next) => { setValues(next); setErrors({}); }} />
        </fieldset>
        <div className="adm-form-actions">
          <SubmitButton label="Save Author Profile" busy={busy} busyLabel="Saving..." disabled={busy || !profile} />
        </div>
      </form>
    </Panel>
  );
}
