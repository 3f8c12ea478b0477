/** A search box's text as a SQL condition: the column contains it, case-insensitively for ASCII. */
import { like, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// LIKE is case-insensitive for ASCII in SQLite (and ILIKE-like enough for a search box).
export const contains = (column: SQLiteColumn, q: string): SQL => sql`${like(column, pattern(q))} escape '\\'`;
