/**
 * Whether a text is an e-mail address a mail server will take: the plain `local@domain` of RFC 5321
 * that people actually use, without its quoted and commented forms. So `"><script>...@x.com`, spaces,
 * angle brackets and quotes are refused, and nothing stored from a form can break the HTML or the
 * header it is later written into. The local part is a dot-atom of ASCII (what every SMTP server
 * accepts without SMTPUTF8); the domain has at least two labels of letters, digits and inner hyphens
 * (international names allowed), at most 63 characters each, the last one not all digits.
 * The newsletter and comment forms run it in the browser and on the server.
 */

/** RFC 5322 atext: the characters of a dot-atom local part. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One domain label: letters (any script), digits, hyphens inside. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

const EMAIL_MAX = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  // A top-level domain is never all digits (that would be an IP address written as a name).
  return !/^\d+$/.test(labels[labels.length - 1]);
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';
