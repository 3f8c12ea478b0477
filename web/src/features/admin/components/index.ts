/**
 * Admin UI kit: the building blocks of every back-office screen. Import from here:
 *   import { Modal, ConfirmDialog, Tabs, TabPanel, TextField, ... } from '../components/index.ts';
 * Styles live in ../admin.css (class prefix `adm-`), themed light/dark by the shared `data-theme`.
 *
 * - Modal: dialog with focus trap, Escape/backdrop/X close; `dirty` makes every close ask
 *   'Discard unsaved changes?' first; `busy` blocks closing while saving; `footer`, `headerActions`.
 * - ConfirmDialog: delete confirmation (Cancel focused, confirm shows `busyLabel` e.g. 'Deleting...').
 * - Tabs + TabPanel: ARIA tabs (arrow keys); `error` marks a tab holding invalid fields; panels stay
 *   mounted so typed values survive switching.
 * - Field, TextField, TextArea, SelectField, PasswordField (show/hide), CheckboxField, SearchBox,
 *   FilterSelect: labelled controls with hint, `counter` ({length,max,warnAt} amber/red) and a red
 *   error line under the control.
 * - Pagination: Previous / page numbers / Next with an optional summary ('Showing page X of Y (N ...)').
 * - ListStates, ListPagination, EmptyListActions, CreateButton, StatusFilter: the loading / error /
 *   empty / rows states, the server-paged footer, the empty list's buttons, the header's create
 *   button and the status filter of the list screens.
 * - StatTile + StatGrid: number tiles with icon, tone and change line.
 * - StatusBadge (published green, draft yellow, scheduled blue, review purple, other grey), Chip.
 * - LoadingState, EmptyState, ErrorState, Spinner: the states of every list and detail page.
 * - MessageBar, FlashBar + useFlash(ms): inline messages that vanish after 3 s / 5 s.
 * - AdminImage: image with the grey 'Image not found' placeholder.
 * - ImageUrlField: an image URL input with an Upload button (media library; checks type and 8 MB
 *   first, 'Uploading...' state, errors under the field + 'Upload Failed' toast); ImagePreview: the
 *   dashed preview box under it.
 * - PageHeader, Panel: page title row and section boxes.
 * - DetailTopBar, DetailError, CollapsibleTags, ExpandableText, SeoDescriptionPanel, Fact: the
 *   Back / View Live / Edit row, the not-found state, the first-three tags, the Show more text, the
 *   SEO panel and the fact rows of the content detail pages.
 * - ContentFormModal: the frame of every content form modal (Modal, Preview toggle, Cancel/Save
 *   footer, error summary, tabs) around its tab panels; state from ../lib/use-content-form.ts.
 * - PreviewToggle, SaveFooter, TagChips, ErrorSummary, InlineAddButton: its parts, plus the tag chips
 *   under a tags field and the Add button of the inline season / series / guest forms;
 *   MetaDescriptionField, TagsField, StatusField: the fields that read the same in every content form.
 * - useAdminToast(): the shared toast (web/src/components/ui/toast.tsx) with the admin 3 s duration.
 * - Icons: inline SVG icons (./icons.tsx).
 * Data helpers for screens: ../lib/use-load.ts (useLoad), ../lib/use-detail.ts (useDetailItem,
 * useGoBack), ../lib/use-content-form.ts (useContentForm), ../lib/use-confirm-delete.ts
 * (useConfirmDelete), ../lib/use-error-toast.ts, ../lib/errors.ts (fieldErrorsOf, messageOf),
 * ../lib/format.ts (formatCount, formatDate, relativeAge, truncate, splitTags), and
 * ../auth/auth-context.tsx `useAuth().request(path, options)` for every API call (adds the bearer
 * token; a 401 signs out and returns to login).
 */
export { Modal, type ModalProps } from './modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { Tabs, TabPanel, type TabItem } from './tabs.tsx';
export { Field, TextField, TextArea, SelectField, PasswordField, CheckboxField, SearchBox, FilterSelect, counterTone, type Option } from './fields.tsx';
export { Pagination, pageList } from './pagination.tsx';
export { StatTile, StatGrid, type Tone } from './stat-tile.tsx';
export { StatusBadge, Chip, statusLabel } from './status-badge.tsx';
export { LoadingState, EmptyState, ErrorState, Spinner } from './states.tsx';
export { MessageBar, FlashBar, useFlash, type Flash, type MessageType } from './message-bar.tsx';
export { AdminImage } from './admin-image.tsx';
export { ImageUrlField, ImagePreview, type ImageUrlFieldProps } from './image-url-field.tsx';
export { PageHeader, Panel } from './page-header.tsx';
export {
  PreviewToggle,
  SaveFooter,
  TagChips,
  ErrorSummary,
  InlineAddButton,
  MetaDescriptionField,
  TagsField,
  StatusField,
  type BoundText,
  type SaveFooterProps,
} from './form-modal-parts.tsx';
export { ContentFormModal, type ContentFormModalProps } from './content-form-modal.tsx';
export { DetailTopBar, DetailError, CollapsibleTags, ExpandableText, SeoDescriptionPanel, Fact, type DetailTopBarProps } from './detail-parts.tsx';
export { CreateButton, StatusFilter, EmptyListActions, ListStates, ListPagination, type ListLoadState } from './list-parts.tsx';
export { useAdminToast } from './admin-toast.ts';
export * from './icons.tsx';
