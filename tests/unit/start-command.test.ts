/**
 * The Docker image runs the server as `npm start` does: the same environment settings
 * (MALLOC_ARENA_MAX) and node flags (the heap's growth). Each bounds what a long-running server
 * holds (README, "Running for months"); an image that dropped one would run a server that grows
 * where the measured one did not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';
import { npmStart } from '../helpers/npm-start.ts';

const dockerfile = readFileSync(`${REPO_ROOT}Dockerfile`, 'utf8');

describe('the Docker image starts the server as npm start does', () => {
  it('with the same node flags', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!)).toEqual(npmStart().command);
  });

  it('with the same environment', () => {
    const env = [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1].split(/\s+/));
    for (const [name, value] of Object.entries(npmStart().env)) expect(env).toContain(`${name}=${value}`);
  });
});
