/**
 * One image upload at a time from a file input: the browser-side check, the 'uploading' state, the
 * error ('Upload Failed' toast plus the text for the field) and dropping the answer when the screen
 * closes mid-upload. Used by the image fields of the forms and by the Media Library screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { messageOf } from './errors.ts';
import { checkImageFile, uploadImage } from './media-upload.ts';

export function useImageUpload() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const pending = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  /** Checks and sends `file`; the stored image, or null when it was refused or failed (error set). */
  const upload = useCallback(
    async (file: File, alt = ''): Promise<MediaFile | null> => {
      const fail = (message: string) => {
        setError(message);
        toast.error('Upload Failed', message);
        return null;
      };
      const problem = checkImageFile(file);
      if (problem) return fail(problem);
      setError(null);
      setUploading(true);
      const controller = new AbortController();
      pending.current = controller;
      try {
        return await uploadImage(request, file, alt, controller.signal);
      } catch (err) {
        return controller.signal.aborted ? null : fail(messageOf(err, 'Upload failed. Please try again.'));
      } finally {
        if (!controller.signal.aborted) setUploading(false);
      }
    },
    [request, toast],
  );

  return { upload, uploading, error, clearError: useCallback(() => setError(null), []) };
}
