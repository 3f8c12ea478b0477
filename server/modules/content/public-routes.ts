/**
 * What every content type's public routes (/api/public/<type>: <type>/public-routes.ts) declare
 * alike: their OpenAPI tag, their answer, and the 404 a detail may give. No token; reads are never
 * rate limited (many readers share one carrier address).
 */
import { ErrorResponse } from '../../../shared/api/common.ts';

export const publicTags = ['Public content'];
export const notFoundAnswer = { 404: ErrorResponse };
export const ok = <T>(data: T) => ({ success: true as const, data });
