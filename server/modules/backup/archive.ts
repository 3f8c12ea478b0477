/**
 * The backup archive: a gzipped tar whose first entry is `manifest.json`, then the database
 * snapshot (`site.db`) and the files of the data folder at their paths below it
 * (`jwt-secret`, `media/uploads/...`, `media/originals/...`, `media/audio/...`). The manifest names
 * every other entry with its size and SHA-256, so an archive is whole only when every entry is
 * there, unchanged, and nothing else is: `readArchive` checks exactly that while it reads, and
 * refuses a truncated, tampered or foreign file before anything is restored from it.
 *
 * An archive is written under a temporary name in its folder (a dot name ending `.partial`),
 * synced to disk, read back and checked, and only then renamed to its final name: a crash or
 * `kill -9` at any point leaves at most a `.partial` file, never a file that looks whole.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Pack, Parser, type ReadEntry } from 'tar';

export const FORMAT = 'insight-media-backup';
export const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';

interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface MigrationLevel {
  /** Migrations applied. */
  count: number;
  /** The newest applied migration's journal date (ms): what the migrator compares. */
  last_when: number;
  /** Its name in migrations/ ('0014_backup_runs'), when this app knows it. */
  last_tag: string | null;
}

/** What every archive's manifest says (backups here; the portable export, server/modules/transfer, too). */
export interface ArchiveManifest {
  format: string;
  format_version: number;
  app_version: string;
  files: ManifestFile[];
}

export interface Manifest extends ArchiveManifest {
  format: typeof FORMAT;
  created_at: string;
  migration: MigrationLevel;
  /** Rows per content type and other table at the moment of the snapshot. */
  counts: Record<string, number>;
  /** The database's name in the archive. */
  database: string;
}

/** Thrown for an archive that is not whole, not ours or not for this app: a clear message, nothing changed. */
export class ArchiveError extends Error {}

/** Where an archive path is read from when packing. */
export interface SourceFile {
  /** Path inside the archive (always '/'-separated, relative). */
  path: string;
  /** Absolute path on disk. */
  abs: string;
}

/** The only paths an archive may hold, so a crafted archive can never write outside its folder. */
const SAFE_PATH = /^(?:site\.db|jwt-secret|export\.json|media\/(?:uploads|originals|audio)\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+)$/;
const isSafePath = (path: string) => SAFE_PATH.test(path) && !path.split('/').some((p) => p === '..' || p === '.');

async function sha256File(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** A temporary name beside `target`: hidden, and never matching an archive's name. */
const partialName = (target: string) => join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `files` (hashed first) with their manifest to `target`, through a temporary name, checks
 * the written file and renames it into place. Returns the manifest and the archive's size.
 */
export async function writeArchive<M extends ArchiveManifest>(target: string, files: SourceFile[], manifestBase: Omit<M, 'files'>): Promise<{ manifest: M; size: number }> {
  const listed: ManifestFile[] = [];
  const kept: SourceFile[] = [];
  for (const file of files) {
    if (!isSafePath(file.path)) throw new Error(`cannot archive ${file.path}`);
    const facts = await sha256File(file.abs).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null; // deleted since the folder was listed: not part of this backup
      throw err;
    });
    if (!facts) continue;
    listed.push({ path: file.path, ...facts });
    kept.push(file);
  }
  const manifest = { ...manifestBase, files: listed } as M;
  await mkdir(dirname(target), { recursive: true });
  const tmp = partialName(target);
  const manifestPath = `${tmp}.manifest.json`;
  try {
    await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
    const byAbs = new Map<string, string>([[manifestPath, MANIFEST], ...kept.map((f) => [f.abs, f.path] as [string, string])]);
    // Entries keep their archive path whatever folder they are read from; no owner, no mode bits
    // beyond the usual (portable), so the archive reads the same on any machine.
    const pack = new Pack({
      gzip: { level: 6 },
      portable: true,
      preservePaths: true,
      onWriteEntry: (entry) => {
        entry.path = byAbs.get(entry.absolute) ?? entry.path;
      },
    });
    const done = pipeline(pack as unknown as Readable, createWriteStream(tmp, { flags: 'wx' }));
    pack.add(manifestPath);
    for (const file of kept) pack.add(file.abs);
    pack.end();
    await done;
    await fsyncPath(tmp);
    await readArchive(tmp, { format: manifest.format, version: manifest.format_version }); // what was written reads back whole before it gets its name
    await rename(tmp, target);
    await fsyncPath(dirname(target));
    return { manifest, size: (await stat(target)).size };
  } finally {
    await rm(manifestPath, { force: true });
    await rm(tmp, { force: true });
  }
}

export interface ReadOptions<M> {
  /** The format expected (a backup by default) and the newest version of it this app reads. */
  format?: string;
  version?: number;
  /** Called with the manifest before any other entry is read: throw to stop (a newer archive). */
  onManifest?: (manifest: M) => void;
  /** Where to write each checked entry (its archive path below this folder); nothing is written without it. */
  extractTo?: string;
}

const KIND: Record<string, string> = { [FORMAT]: 'an Insight Media backup', 'insight-media-export': 'an Insight Media export' };

function checkManifest(value: unknown, format: string, version: number): ArchiveManifest {
  const m = value as Partial<ArchiveManifest> | null;
  if (!m || m.format !== format || typeof m.format_version !== 'number' || !Array.isArray(m.files)) {
    throw new ArchiveError(`This file is not ${KIND[format] ?? format} (its manifest is missing or says otherwise).`);
  }
  if (m.format_version > version) {
    throw new ArchiveError(`This file was written in format ${m.format_version} by Insight Media ${m.app_version}; this version reads format ${version}. Upgrade the app first.`);
  }
  for (const f of m.files) {
    if (typeof f?.path !== 'string' || !isSafePath(f.path) || typeof f.sha256 !== 'string' || typeof f.size !== 'number') {
      throw new ArchiveError(`This backup's manifest names a file it may not hold (${JSON.stringify(f?.path)}).`);
    }
  }
  return m as ArchiveManifest;
}

/**
 * Reads an archive from start to end, checking it against its manifest: the manifest first, each
 * entry listed once with its exact size and SHA-256, every listed entry present. With
 * `extractTo`, each entry is written below that folder as it is read (the caller discards the
 * folder if this throws). Throws ArchiveError with a message a person can act on.
 */
export async function readArchive<M extends ArchiveManifest = Manifest>(path: string, options: ReadOptions<M> = {}): Promise<M> {
  const format = options.format ?? FORMAT;
  const what = KIND[format] ?? format;
  let manifest: M | null = null;
  const expected = new Map<string, ManifestFile>();
  const seen = new Set<string>();
  let failure: Error | null = null;
  /** Entries being read: a damaged archive ends them, or their readers would wait for bytes that never come. */
  const open = new Set<ReadEntry>();
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const fail = (err: Error) => {
    failure ??= err;
    for (const entry of open) entry.destroy(err);
    stop(); // an aborted parser may never finish: stop reading now
  };
  const pending: Promise<void>[] = [];
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      if (failure) return entry.resume();
      if (entry.type !== 'File') {
        fail(new ArchiveError(`This archive holds an unexpected entry (${entry.path}).`));
        return entry.resume();
      }
      if (!manifest) {
        if (entry.path !== MANIFEST) {
          fail(new ArchiveError(`This file is not ${what} (it does not start with its manifest).`));
          return entry.resume();
        }
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => {
          try {
            manifest = checkManifest(JSON.parse(Buffer.concat(chunks).toString('utf8')), format, options.version ?? FORMAT_VERSION) as M;
            for (const f of manifest.files) expected.set(f.path, f);
            options.onManifest?.(manifest);
          } catch (err) {
            fail(err instanceof ArchiveError ? err : new ArchiveError(err instanceof SyntaxError ? 'This archive\'s manifest is damaged.' : (err as Error).message));
          }
        });
        return;
      }
      const listed = expected.get(entry.path);
      if (!listed || seen.has(entry.path)) {
        fail(new ArchiveError(`This archive holds a file its manifest does not list (${entry.path}): it was altered.`));
        return entry.resume();
      }
      seen.add(entry.path);
      open.add(entry);
      entry.on('error', () => {}); // its reader below gets the error; the archive's failure is reported once
      pending.push(
        checkEntry(entry, listed, options.extractTo)
          .catch(fail)
          .finally(() => open.delete(entry)),
      );
    },
  });
  parser.on('warn', (_code: string, message: string) => fail(new ArchiveError(`This archive is damaged or incomplete (${message}).`)));
  const input = createReadStream(path);
  const reading = pipeline(input, parser as unknown as NodeJS.WritableStream).catch((err: Error) => {
    fail(new ArchiveError(`This archive is damaged or incomplete (${err.message}).`));
  });
  await Promise.race([reading, stopped]);
  input.destroy();
  await Promise.all(pending);
  if (failure) throw failure;
  if (!manifest) throw new ArchiveError(`This file is not ${what} (it holds no manifest).`);
  const missing = [...expected.keys()].filter((p) => !seen.has(p));
  if (missing.length > 0) throw new ArchiveError(`This archive is incomplete: ${missing.length} file(s) its manifest lists are missing (first: ${missing[0]}).`);
  return manifest;
}

async function checkEntry(entry: ReadEntry, listed: ManifestFile, extractTo: string | undefined): Promise<void> {
  let out: FileHandle | null = null;
  if (extractTo) {
    // The entry holds its bytes until it is read below, so this wait loses nothing.
    const target = join(extractTo, listed.path);
    await mkdir(dirname(target), { recursive: true });
    out = await open(target, 'wx', listed.path === 'jwt-secret' ? 0o600 : 0o644); // the secret stays readable by its owner only
  }
  const hash = createHash('sha256');
  let size = 0;
  try {
    // One reader only: a second one attached later would miss what the first already took.
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (out) await out.write(chunk);
    }
  } finally {
    await out?.close();
  }
  if (size !== listed.size || hash.digest('hex') !== listed.sha256) {
    throw new ArchiveError(`This archive was altered or damaged: ${listed.path} does not match its checksum.`);
  }
}
