/**
 * How `npm start` runs the server, read from package.json's start script (`NAME=value ... node
 * --flag ... dist/server/main.js`): the environment it sets (MALLOC_ARENA_MAX) and node's flags
 * (the heap's growth). The benches start the server with both, so that they measure what ships.
 */
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';

interface StartCommand {
  /** The settings before `node`, by name. */
  env: Record<string, string>;
  /** `node`, its flags and the script, as a Dockerfile's CMD would list them. */
  command: string[];
  nodeFlags: string[];
}

export function npmStart(): StartCommand {
  const script = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  const settings = words.slice(0, node);
  const nodeFlags = words.slice(node + 1, -1);
  if (node < 0 || words.at(-1) !== 'dist/server/main.js' || !settings.every((word) => /^[A-Z_]+=\S+$/.test(word)) || !nodeFlags.every((word) => word.startsWith('--'))) {
    throw new Error(`package.json's start script is not "[NAME=value ...] node [--flag ...] dist/server/main.js": ${script}`);
  }
  const env = Object.fromEntries(settings.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));
  return { env, command: words.slice(node), nodeFlags };
}
