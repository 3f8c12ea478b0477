/**
 * Pictures that arrive in the body by pasting or dropping are copied into the media library, never
 * hot-linked: a picture from Google Docs or a web page (an http(s) address) is fetched by the
 * server (POST /api/media/fetch), one inside the pasted HTML as a data: URL (Word's pictures, read
 * from the clipboard's RTF; a screenshot; a dropped file) is sent as a file (POST /api/media).
 * Either way it goes through the upload pipeline (variants, metadata stripped) and the figure's
 * address becomes the library's. Only pasted pictures are copied: those already in a stored body
 * stay as they are.
 *
 * The figures read each picture's state here (uploading, or failed with the reason and a Retry).
 * The swap of the address is kept out of the undo history: undo never brings back a remote address.
 */
import type { Editor } from '@tiptap/core';
import type { Slice, Node as PmNode } from '@tiptap/pm/model';

export type ImageState = { status: 'uploading' } | { status: 'failed'; message: string };

export interface ImageUploaders {
  /** Sends a file to the library; its address there. */
  file: (file: Blob, name: string, alt: string) => Promise<string>;
  /** Has the server fetch a picture from an address; its address in the library. */
  remote: (url: string, alt: string) => Promise<string>;
}

/** Addresses that already are the site's own uploads. */
const isOwn = (src: string) => src.startsWith('/media/') || (typeof location !== 'undefined' && src.startsWith(`${location.origin}/media/`));
const needsCopy = (src: string) => !isOwn(src) && /^(https?:|data:image\/)/i.test(src);

export class PastedImages {
  private states = new Map<string, ImageState>();
  private listeners = new Set<() => void>();
  private editor: Editor | null = null;

  constructor(private readonly uploaders: ImageUploaders) {}

  attach(editor: Editor) {
    this.editor = editor;
  }

  /** For the figures (useSyncExternalStore). */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  stateOf = (src: string): ImageState | undefined => this.states.get(src);

  /** Pictures still being copied (the form waits for them before saving). */
  get busy(): boolean {
    return [...this.states.values()].some((s) => s.status === 'uploading');
  }

  /** Pictures that could not be copied. */
  get failed(): number {
    return [...this.states.values()].filter((s) => s.status === 'failed').length;
  }

  /** Starts copying every picture of a pasted slice (ProseMirror's transformPasted). */
  collect(slice: Slice) {
    slice.content.descendants((node: PmNode) => {
      if (node.type.name === 'figure' && needsCopy(node.attrs.src)) this.copy(node.attrs.src, node.attrs.alt);
    });
  }

  /** Starts copying the pictures the editor shows from data: URLs (a pasted or dropped file). */
  collectFrom(editor: Editor) {
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'figure' && String(node.attrs.src).startsWith('data:') && !this.states.has(node.attrs.src)) this.copy(node.attrs.src, node.attrs.alt);
    });
  }

  /** Copies one picture again after a failure. */
  retry = (src: string, alt: string) => this.copy(src, alt);

  private set(src: string, state: ImageState | null) {
    if (state) this.states.set(src, state);
    else this.states.delete(src);
    this.listeners.forEach((l) => l());
  }

  private copy(src: string, alt: string) {
    if (this.states.get(src)?.status === 'uploading') return;
    this.set(src, { status: 'uploading' });
    const upload = src.startsWith('data:') ? this.uploaders.file(dataUrlToBlob(src), fileNameFor(src), alt) : this.uploaders.remote(src, alt);
    upload.then(
      (url) => {
        this.replace(src, url);
        this.set(src, null);
      },
      (err: unknown) => this.set(src, { status: 'failed', message: err instanceof Error && err.message ? err.message : 'The picture could not be copied' }),
    );
  }

  /** Points every figure showing `from` at `to`. */
  private replace(from: string, to: string) {
    const editor = this.editor;
    if (!editor || editor.isDestroyed) return;
    const { tr } = editor.state;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'figure' && node.attrs.src === from) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: to });
    });
    if (tr.docChanged) editor.view.dispatch(tr.setMeta('addToHistory', false));
  }
}

/** A data: URL as a Blob (fetch() cannot read one: the page's CSP allows connections to the site only). */
function dataUrlToBlob(url: string): Blob {
  const [head, data = ''] = url.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  if (!/;base64$/i.test(head)) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' };
const fileNameFor = (dataUrl: string) => `pasted-image.${EXTENSIONS[/^data:([^;,]+)/.exec(dataUrl)?.[1] ?? ''] ?? 'png'}`;

/** A file as a data: URL, to show at once while it uploads (the CSP allows data: pictures, not blob:). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
