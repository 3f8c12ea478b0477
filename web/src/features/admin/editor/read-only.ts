/**
 * Whether the editor page shows its item read-only: the member may not change it (someone else's,
 * or theirs once published or scheduled: shared/editorial.ts, as the server's editorial state
 * says). EditorPage provides it; its sections' fields sit in a disabled fieldset, the body editor
 * stops being editable and hides its toolbar, and the revisions offer no Restore.
 */
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

export const useEditorReadOnly = (): boolean => useContext(ReadOnlyContext);
