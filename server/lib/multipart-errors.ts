/**
 * What the multipart parser's failures mean to the uploader, for every upload form (images in the
 * media library, episode audio): the file over its limit is a 413, more files or fields than the
 * form has and a cut-off or malformed body are the client's 400s, never a 500.
 */
import { badRequest, HttpError } from '../errors.ts';

export interface MultipartWords {
  /** The file is over the form's size limit. */
  tooLarge: string;
  /** More than one file was sent. */
  oneFile: string;
  /** More parts or fields than the form has. */
  tooManyFields: string;
}

export function multipartError(err: unknown, words: MultipartWords): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, words.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(words.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(words.tooManyFields);
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err as Error;
  // busboy's own complaints (a cut-off or malformed body) are the client's fault, not ours.
  return badRequest('The upload was interrupted or malformed; please try again');
}
