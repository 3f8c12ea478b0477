/**
 * Files the server reads at run time but that are not compiled (migrations, the sample pictures
 * and audio, package.json) are found from the repository folder, the same from source (`npm run
 * dev`, tests) as from the build (`npm start` runs dist/, where each module sits one folder deeper:
 * a path taken from a module's own folder pointed into dist/ and the first start crashed).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, repoRootOf } from '../../server/lib/repo-root.ts';

describe('the repository folder', () => {
  it('is the same whether the module runs from source or from dist/', () => {
    expect(repoRootOf('file:///srv/insight/server/lib/repo-root.ts')).toBe('/srv/insight/');
    expect(repoRootOf('file:///srv/insight/dist/server/lib/repo-root.js')).toBe('/srv/insight/');
  });

  it('holds the files read at run time', () => {
    expect(existsSync(`${REPO_ROOT}package.json`)).toBe(true);
    expect(readdirSync(`${REPO_ROOT}migrations`).some((f) => f.endsWith('.sql'))).toBe(true);
    expect(readdirSync(`${REPO_ROOT}seed/images`).some((f) => f.endsWith('.jpg'))).toBe(true);
    expect(readdirSync(`${REPO_ROOT}seed/audio`).some((f) => f.endsWith('.mp3'))).toBe(true);
  });

  it('is where every compiled module finds such files, not its own folder', () => {
    const compiled = (dir: string): string[] =>
      readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === 'tools' ? [] : compiled(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const ownFolder = compiled('server')
      .concat(compiled('seed'), compiled('shared'))
      .filter((file) => file !== join('server', 'lib', 'repo-root.ts'))
      .filter((file) => /new URL\(\s*['"`]\.{1,2}\//.test(readFileSync(join(REPO_ROOT, file), 'utf8')));
    expect(ownFolder).toEqual([]);
  });
});
