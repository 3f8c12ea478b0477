/**
 * Whether the page is a preview (a preview link's page: web/src/app/preview-frame.tsx). A public
 * page shown in a preview is the same component as on the site, but it writes nothing: no like,
 * no comment, no play counted (the item is not public, or its public page counts those), and it
 * tells search engines to keep away (lib/head.tsx).
 */
import { createContext, useContext } from 'react';

export interface PreviewInfo {
  /** When the link stops working. */
  expiresAt: string;
}

const PreviewContext = createContext<PreviewInfo | null>(null);
export const PreviewProvider = PreviewContext.Provider;

/** The preview the page is shown in, or null on the site itself. */
export const usePreview = (): PreviewInfo | null => useContext(PreviewContext);
