/**
 * Author profiles' calls, shared by the screens that show or choose them: the Authors screen, the
 * member's own profile on Account Settings and the article editor's author picker.
 */
import { useEffect, useState } from 'react';
import type { Author, AuthorBody, AuthorListQuery } from '../../../../../shared/api/authors.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';

export const listAuthors = (request: AdminRequest, query: AuthorListQuery) => request('GET /authors', { query });
export const createGuestAuthor = (request: AdminRequest, body: AuthorBody) => request('POST /authors', { body }).then((r) => r.data);
export const updateAuthor = (request: AdminRequest, id: string, body: AuthorBody) => request('PUT /authors/:id', { params: { id }, body }).then((r) => r.data);
export const getMyProfile = (request: AdminRequest) => request('GET /authors/me').then((r) => r.data);
export const updateMyProfile = (request: AdminRequest, body: AuthorBody) => request('PUT /authors/me', { body }).then((r) => r.data);
export const mergeAuthor = (request: AdminRequest, id: string, into: string) => request('POST /authors/:id/merge', { params: { id }, body: { into } });
export const deleteAuthor = (request: AdminRequest, id: string, reassignTo?: string) =>
  request('DELETE /authors/:id', { params: { id }, query: reassignTo ? { reassign_to: reassignTo } : {} });

/**
 * The signed-in member's own profile (the byline a new article starts with): `undefined` while it
 * loads, null when it could not be loaded (the editor then starts without an author).
 */
export function useMyProfile(): Author | null | undefined {
  const { request } = useAuth();
  const [profile, setProfile] = useState<Author | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    getMyProfile(request).then(
      (p) => live && setProfile(p),
      () => live && setProfile(null),
    );
    return () => {
      live = false;
    };
  }, [request]);
  return profile;
}
