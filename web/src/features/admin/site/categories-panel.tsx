/**
 * The magazine's categories: add, rename, move up or down, retire (its items move to a category the
 * administrator chooses: nothing leaves the site) and restore. Each change is saved at once and
 * shows on the public site's category strip, footer, search filter and forms at the next page load.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Category } from '../../../../../shared/api/site.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { FlashBar, useFlash } from '../components/message-bar.tsx';
import { Panel } from '../components/page-header.tsx';
import { addCategory, fetchCategories, renameCategory, reorderCategories, restoreCategory, retireCategory } from './api.ts';

function CategoryRow({ category, index, offered, run }: { category: Category; index: number; offered: Category[]; run: (action: () => Promise<{ message?: string }>) => Promise<boolean> }) {
  const { request } = useAuth();
  const [name, setName] = useState(category.name);
  const [retiring, setRetiring] = useState(false);
  const others = offered.filter((c) => c.id !== category.id);
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '');
  useEffect(() => setName(category.name), [category.name]);
  const ids = offered.map((c) => c.id);
  const move = (by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    return run(() => reorderCategories(request, next));
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== category.name) void run(() => renameCategory(request, category.id, name));
  };
  return (
    <li className="adm-category">
      <form className="adm-category__row" onSubmit={rename} aria-label={`Category ${category.name}`}>
        <TextField label={`Name of ${category.name}`} className="adm-category__name" value={name} onChange={(e) => setName(e.target.value)} hint={`${category.items} item${category.items === 1 ? '' : 's'}`} />
        <div className="adm-category__actions">
          <button type="submit" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={name.trim() === category.name || !name.trim()}>
            Rename
          </button>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={index === 0} onClick={() => void move(-1)} aria-label={`Move ${category.name} up`}>
            Up
          </button>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={index === offered.length - 1} onClick={() => void move(1)} aria-label={`Move ${category.name} down`}>
            Down
          </button>
          <button type="button" className="adm-btn adm-btn--danger adm-btn--sm" disabled={others.length === 0} onClick={() => setRetiring((v) => !v)} aria-expanded={retiring}>
            Retire
          </button>
        </div>
      </form>
      {retiring && (
        <div className="adm-category__retire">
          <SelectField
            label={`Move its ${category.items} item${category.items === 1 ? '' : 's'} to`}
            value={moveTo}
            onChange={(e) => setMoveTo(e.target.value)}
            options={others.map((c) => ({ value: c.id, label: c.name }))}
          />
          <button
            type="button"
            className="adm-btn adm-btn--danger adm-btn--sm"
            onClick={async () => {
              if (await run(() => retireCategory(request, category.id, moveTo))) setRetiring(false);
            }}
          >
            Retire {category.name}
          </button>
        </div>
      )}
    </li>
  );
}

export function CategoriesPanel() {
  const { request } = useAuth();
  const [list, setList] = useState<Category[] | null>(null);
  const [newName, setNewName] = useState('');
  const { flash, show, clear } = useFlash(6000);
  const load = useCallback(() => fetchCategories(request).then((res) => setList(res.data)), [request]);
  useEffect(() => {
    load().catch((err: unknown) => show('error', messageOf(err, 'Could not load the categories')));
  }, [load, show]);

  /** Runs one change, then shows its outcome and the list as it now is. */
  const run = async (action: () => Promise<{ message?: string }>): Promise<boolean> => {
    try {
      const res = await action();
      show('success', res.message ?? 'Saved');
      await load();
      return true;
    } catch (err) {
      show('error', messageOf(err, 'The change was not saved'));
      return false;
    }
  };

  const offered = list?.filter((c) => !c.retired) ?? [];
  const retired = list?.filter((c) => c.retired) ?? [];
  return (
    <Panel title="Categories" subtitle="The magazine's categories, in the order readers see them">
      <FlashBar flash={flash} onDismiss={clear} />
      {list === null ? (
        <p>Loading...</p>
      ) : (
        <ol className="adm-categories">
          {offered.map((c, i) => (
            <CategoryRow key={c.id} category={c} index={i} offered={offered} run={run} />
          ))}
        </ol>
      )}
      <form
        className="adm-category__row"
        aria-label="Add a category"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await run(() => addCategory(request, newName))) setNewName('');
        }}
      >
        <TextField label="New category" className="adm-category__name" value={newName} onChange={(e) => setNewName(e.target.value)} />
        <div className="adm-category__actions">
          <button type="submit" className="adm-btn adm-btn--primary adm-btn--sm" disabled={!newName.trim()}>
            Add category
          </button>
        </div>
      </form>
      {retired.length > 0 && (
        <>
          <h3 className="adm-categories__title">Retired</h3>
          <ul className="adm-categories">
            {retired.map((c) => (
              <li key={c.id} className="adm-category adm-category__row">
                <span className="adm-category__name">{c.name}</span>
                <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => void run(() => restoreCategory(request, c.id))}>
                  Restore<span className="adm-sr-only"> {c.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
