/**
 * Opening a preview (a preview link's address, preview-links.ts): the item as its public page
 * shows it, built from the stored row with the link's fields (the editor's unsaved form) over it,
 * whatever its status. Nothing is written and no view or play is counted; the item is built afresh
 * on each request and kept by no cache (the page and the API answer it `private, no-store`).
 *
 * Each content type gives a `Previewer` (articles/preview.ts, ...). What the editor typed goes
 * through the type's own save rules (shared/validation): a field they refuse (an address that is
 * not one, a title too long) shows as stored, so a preview never shows what a save would turn away.
 *
 * The fields come from the link itself today (`fieldsOf`). To preview the autosaved working copy
 * instead, `fieldsOf` is the one place to change: for a link made without fields, answer the
 * item's latest working copy (its stored fields) rather than null.
 */
import type { PreviewData } from '../../../shared/api/previews.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import type { Db } from '../../db/client.ts';
import { definedOnly } from './partial-update.ts';
import { openPreviewLink } from './preview-links.ts';
import { contentTypeOf } from './store.ts';

type Fields = Record<string, unknown>;

/** One type's preview: its public item with `fields` over it (null: as stored); undefined when it is not there or is in the trash. */
type Previewer = (db: Db, id: string, fields: Fields | null) => Extract<PreviewData, { type: ContentType }>['item'] | undefined;

export type Previewers = Record<ContentType, Previewer>;

/** What a link shows over its item: the editor's form as it was when the link was made. */
const fieldsOf = (_db: Db, link: { fields: Fields | null }): Fields | null => link.fields;

/** The preview an active link shows, if its item is of `type` (the page it was opened at); undefined otherwise. */
export function openPreview(db: Db, previewers: Previewers, token: string, type?: ContentType): PreviewData | undefined {
  const link = openPreviewLink(db, token);
  const itemType = link && contentTypeOf(db, link.itemId);
  if (!link || !itemType || (type && type !== itemType)) return undefined;
  const item = previewers[itemType](db, link.itemId, fieldsOf(db, link));
  if (!item) return undefined;
  return { type: itemType, item, expires_at: link.expiresAt, unsaved_changes: link.fields !== null } as PreviewData;
}

/**
 * The values a save of `stored` with `fields` over it would store, by `check` (the type's save
 * rules, which collect their messages in `errors`): a field the rules refuse keeps its stored
 * value, and what the stored item itself lacks (a draft's empty excerpt) is shown as it is.
 */
export function previewValues<Body extends object, Values>(stored: Body, fields: Fields, check: (body: Body, errors: FieldErrors) => Values): Values {
  const merged: Record<string, unknown> = { ...stored, ...definedOnly(fields) };
  const errors = new FieldErrors();
  check(merged as Body, errors);
  for (const { path } of errors.items) {
    const field = path.split('.')[0];
    if (field in fields) merged[field] = (stored as Record<string, unknown>)[field];
  }
  return check(merged as Body, new FieldErrors());
}
