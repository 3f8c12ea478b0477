/**
 * Saves a file answer (an export) as a download, named by its Content-Disposition or else `fallback`;
 * answers the name it was saved under.
 */
export async function saveAsDownload(res: Response, fallback: string): Promise<string> {
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = res.headers.get('content-disposition')?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return a.download;
}
