/**
 * Who else has an item open in the editor (POST /api/<type>/{id}/presence, every ~20 s from each
 * open editor; DELETE when it closes). Advisory only, so it lives in this process's memory: a
 * restart forgets it until the next heartbeats, a minute at most. An editor is counted by its tab
 * (one person may have the item open twice) and is forgotten 60 s after its last heartbeat.
 *
 * Bounded: at most MAX_ITEMS items (the least recently active go first) and MAX_TABS tabs per item
 * (the oldest heartbeat goes first), about 200 bytes a tab.
 */
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from './revisions.ts';

const PRESENCE_TTL_MS = 60_000;
const MAX_ITEMS = 5_000;
const MAX_TABS = 20;

interface Seen {
  userId: string;
  name: string;
  since: number;
  lastSeen: number;
}

/** One board per database, like the view window: each app (and each test's app) has its own. */
const boards = new WeakMap<Db, Map<string, Map<string, Seen>>>();

function boardOf(db: Db): Map<string, Map<string, Seen>> {
  let board = boards.get(db);
  if (!board) boards.set(db, (board = new Map()));
  return board;
}

export interface OtherEditor {
  user_id: string;
  name: string;
  /** The same person in another tab or browser. */
  you: boolean;
  since: string;
  last_seen: string;
}

function dropExpired(tabs: Map<string, Seen>, at: number): void {
  for (const [tab, seen] of tabs) if (at - seen.lastSeen >= PRESENCE_TTL_MS) tabs.delete(tab);
}

/** Records tab `tab` of `actor` on item `itemId` and answers everyone else who has it open. */
export function heartbeat(db: Db, itemId: string, tab: string, actor: Actor): OtherEditor[] {
  const board = boardOf(db);
  const at = now();
  const tabs = board.get(itemId) ?? new Map<string, Seen>();
  // Moved to the back: the front of the board is the least recently active item.
  board.delete(itemId);
  board.set(itemId, tabs);
  dropExpired(tabs, at);
  const previous = tabs.get(tab);
  tabs.delete(tab);
  tabs.set(tab, { userId: actor.id, name: actor.name, since: previous?.since ?? at, lastSeen: at });
  while (tabs.size > MAX_TABS) tabs.delete(tabs.keys().next().value!);
  while (board.size > MAX_ITEMS) board.delete(board.keys().next().value!);
  // Items nobody has heard from within the TTL are let go from the front.
  for (const [item, others] of board) {
    if (item === itemId) break;
    dropExpired(others, at);
    if (others.size) break;
    board.delete(item);
  }
  return [...tabs]
    .filter(([t]) => t !== tab)
    .map(([, seen]) => ({
      user_id: seen.userId,
      name: seen.name,
      you: seen.userId === actor.id,
      since: new Date(seen.since).toISOString(),
      last_seen: new Date(seen.lastSeen).toISOString(),
    }));
}

/** Tab `tab` closed the item (or left it): it is no longer listed. */
export function leave(db: Db, itemId: string, tab: string): void {
  const tabs = boardOf(db).get(itemId);
  tabs?.delete(tab);
  if (tabs?.size === 0) boardOf(db).delete(itemId);
}

/** How many items and tabs the board holds (the bound's test). */
export function presenceSize(db: Db): { items: number; tabs: number } {
  let tabs = 0;
  for (const item of boardOf(db).values()) tabs += item.size;
  return { items: boardOf(db).size, tabs };
}
