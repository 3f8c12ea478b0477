/**
 * The repository folder, with a trailing slash, whether this runs from source (tsx: server/lib/)
 * or from the build (`npm start`: dist/server/lib/). Files that are not compiled (migrations,
 * package.json, the sample pictures and audio, the built web app) are found from here, never
 * from a module's own folder, which is a different one in dist/.
 */
import { fileURLToPath } from 'node:url';

/** The repository folder of this module's URL (server/lib/ or dist/server/lib/ in it). */
export const repoRootOf = (moduleUrl: string) => fileURLToPath(new URL('../../', moduleUrl)).replace(/\/dist\/$/, '/');

export const REPO_ROOT = repoRootOf(import.meta.url);
