/** Text -> HTML text or attribute value (the mails written by hand: password reset, newsletters). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
