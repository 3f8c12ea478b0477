/** What a test's data folder holds on disk. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `root` (or only under its `folders`), relative to `root`, sorted; none when it is missing. */
export function filesUnder(root: string, folders: string[] = ['']): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(path.slice(root.length + 1));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out.sort();
}
