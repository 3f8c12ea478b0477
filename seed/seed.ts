/** Placeholder until the seed lands: see issue 2 item 4. */
import type { Db } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log?: (message: string) => void;
}

export function isDatabaseEmpty(db: Db): boolean {
  return db.select({ id: users.id }).from(users).limit(1).all().length === 0;
}

export async function seedDatabase(_db: Db, _options: SeedOptions = {}): Promise<void> {}
