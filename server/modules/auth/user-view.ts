/** A staff account as the API shows it: never the password hash, token version or second factor's secret. */
import type { User } from '../../../shared/api/auth.ts';
import type { UserRow } from './repository.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    bio: row.bio,
    phone: row.phone,
    last_login: row.lastLogin,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
