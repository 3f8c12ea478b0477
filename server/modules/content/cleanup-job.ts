/**
 * The background job: once an hour (the first run a minute after start, so start-up does no
 * more work), by the server's clock, it empties for good what has been in the trash for 30 days
 * (trash.ts) and drops preview links that ended 30 days ago (preview-links.ts). Never on a
 * reader's request path. A failed run is logged and tried again at the next.
 */
import type { FastifyInstance } from 'fastify';
import { pruneEndedPreviewLinks } from './preview-links.ts';
import { emptyExpiredTrash, type TrashKinds } from './trash.ts';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/** One run of the job (the timer's; tests call it after moving the clock). */
export async function runCleanup(app: FastifyInstance, kinds: TrashKinds): Promise<{ trash: number; previewLinks: number }> {
  const trash = await emptyExpiredTrash(app.db, kinds, app.config.dataDir);
  const previewLinks = pruneEndedPreviewLinks(app.db);
  if (trash || previewLinks) app.log.info({ trash, previewLinks }, 'cleanup: emptied from the trash after 30 days, ended preview links dropped');
  return { trash, previewLinks };
}

/** Starts the job's timer (it keeps no process alive); answers the function that stops it. */
export function startCleanupJob(app: FastifyInstance, kinds: TrashKinds): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runCleanup(app, kinds)
      .catch((err: unknown) => app.log.error({ err }, 'cleanup failed: tried again in an hour'))
      .finally(() => (running = false));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, EVERY_MS).unref();
  }, FIRST_RUN_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
