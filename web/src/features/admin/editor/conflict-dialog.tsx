/**
 * Two versions of one item: the writer's, which a save refused because someone else saved first
 * (409), and the item as it is now. Each field that differs is shown side by side (the writer's
 * with the words that differ from the other's marked); the writer keeps theirs, takes the other, or
 * chooses field by field, and can copy any part of the other's text into their own first (it is
 * plain, selectable text). Nothing is lost either way: the other's version is a revision.
 */
import { useEffect, useState } from 'react';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { Modal } from '../components/modal.tsx';
import { clockTime } from './editor-status.tsx';
import type { EditorForm, EditorItem } from './use-editor-form.ts';
import { WordDiff, fieldText } from './word-diff.tsx';

/** 'meta_description' -> 'Meta description', for fields the page gave no label. */
export const humanize = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A record's id beside its shown name (`author_id` beside `author`): it is shown, compared and
 * chosen as that field, never on its own.
 */
const followsField = (values: object, k: string) => k.endsWith('_id') && k.slice(0, -3) in values;

/** The fields whose text differs between two values of one form (an id field goes with its name's). */
export function differing<V extends object>(a: V, b: V): (keyof V & string)[] {
  return (Object.keys(a) as (keyof V & string)[]).filter((k) => !followsField(a, k) && fieldText(a[k]) !== fieldText(b[k]));
}

export function ConflictDialog<V extends { title: string; status: ContentStatus }, T extends EditorItem>({
  form,
  open,
  labels,
  noun,
  onClose,
}: {
  form: EditorForm<V, T>;
  open: boolean;
  labels: Record<string, string>;
  noun: string;
  onClose: () => void;
}) {
  const conflict = form.conflict;
  const [pick, setPick] = useState<Record<string, 'mine' | 'theirs'>>({});
  useEffect(() => setPick({}), [conflict]);
  if (!conflict || !open) return null;

  const mine = form.values;
  const theirs = form.valuesOf(conflict.current);
  const fields = differing(mine, theirs).filter((k) => k !== 'status');
  const fromTheirs = fields.filter((k) => pick[k] === 'theirs');
  const who = conflict.by ?? 'Someone else';
  const when = conflict.at ? ` at ${clockTime(conflict.at)}` : '';
  const choose = (choice: 'mine' | 'theirs' | V) => {
    onClose();
    void form.resolveConflict(choice);
  };
  const merged = () => {
    const out = { ...mine };
    for (const k of fromTheirs) {
      out[k] = theirs[k];
      const id = `${k}_id` as keyof V & string;
      if (id in theirs) out[id] = theirs[id];
    }
    return out;
  };

  return (
    <Modal
      open
      size="xl"
      title={`${who} saved this ${noun}${when}`}
      subtitle="Your changes are not saved yet: they are kept here and in this browser. Choose what to keep."
      onClose={onClose}
      className="ed-conflict"
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={() => choose('theirs')}>
            Take theirs
          </button>
          <button type="button" className={`adm-btn adm-btn--${fromTheirs.length ? 'secondary' : 'primary'}`} onClick={() => choose('mine')} data-autofocus>
            Keep mine
          </button>
          {fromTheirs.length > 0 && (
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => choose(merged())}>
              Use my choices ({fromTheirs.length} from theirs)
            </button>
          )}
        </>
      }
    >
      {fields.length === 0 ? (
        <p>Both versions hold the same text: keeping yours loses nothing.</p>
      ) : (
        <div className="ed-conflict__fields">
          <div className="ed-conflict__heads" aria-hidden="true">
            <span>Yours (differences marked)</span>
            <span>Theirs, saved{when}</span>
          </div>
          {fields.map((k) => {
            const label = labels[k] ?? humanize(k);
            const choice = pick[k] ?? 'mine';
            return (
              <fieldset key={k} className="ed-conflict__field">
                <legend>{label}</legend>
                <div className="ed-conflict__sides">
                  <div className={`ed-conflict__side${choice === 'mine' ? ' is-chosen' : ''}`}>
                    <span className="ed-conflict__side-name">Yours</span>
                    <WordDiff before={fieldText(theirs[k])} after={fieldText(mine[k])} />
                  </div>
                  <div className={`ed-conflict__side${choice === 'theirs' ? ' is-chosen' : ''}`}>
                    <span className="ed-conflict__side-name">Theirs</span>
                    <div className="ed-diff">{fieldText(theirs[k]) || <em>(empty)</em>}</div>
                  </div>
                </div>
                <div className="ed-conflict__pick">
                  <label>
                    <input type="radio" name={`pick-${k}`} checked={choice === 'mine'} onChange={() => setPick((p) => ({ ...p, [k]: 'mine' }))} /> Keep yours
                  </label>
                  <label>
                    <input type="radio" name={`pick-${k}`} checked={choice === 'theirs'} onChange={() => setPick((p) => ({ ...p, [k]: 'theirs' }))} /> Take theirs
                  </label>
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
