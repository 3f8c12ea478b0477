/** Account Settings' calls: the profile, and the password (which answers with a new token). */
import type { ChangePasswordBody, UpdateProfileBody } from '../../../../../shared/api/auth.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const updateProfile = (request: AdminRequest, body: UpdateProfileBody) => request('PUT /auth/updateprofile', { body });
export const changePassword = (request: AdminRequest, body: ChangePasswordBody) => request('PUT /auth/changepassword', { body });
