/**
 * The TOTP secrets are kept encrypted (AES-256-GCM), with a key derived from JWT_SECRET by HKDF, so
 * a copy of the database alone (a backup, an export) gives nobody a member's second factor. Rotating
 * JWT_SECRET makes the stored secrets unreadable: members then sign in with a recovery code, or an
 * administrator resets their two-factor sign-in, and they set it up again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const KEY_INFO = 'insight-media/two-factor-secret/v1';
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed with another key or is damaged. */
  open(sealed: string): string | null;
}

export function secretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
