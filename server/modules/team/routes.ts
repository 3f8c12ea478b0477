/** The team under /api/team: editors and administrators read it; administrators invite, re-role and remove, set the two-factor rule, reset a lost second factor and sign a member out everywhere. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import { ConfirmDeleteQuery, DeletionPreviewResponse } from '../../../shared/api/deletion.ts';
import {
  InviteMemberBody,
  InviteMemberResponse,
  TeamListResponse,
  TeamMemberResponse,
  TEAM_MESSAGES,
  TeamParams,
  TeamSecurityBody,
  TeamSecurityResponse,
  UpdateMemberBody,
} from '../../../shared/api/team.ts';
import { isAdministrator } from '../../../shared/roles.ts';
import { forbidden } from '../../errors.ts';
import { contextOf } from '../audit/service.ts';
import { createTeamService } from './service.ts';

const tags = ['Team'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const team = createTeamService({ db: app.db, config: app.config, mailer: app.mailer, log: app.log });
  /** Changing the team is for administrators: refused (403) before the body is read. The service checks it again. */
  const adminOnly = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdministrator(request.user.role)) throw forbidden(TEAM_MESSAGES.adminOnly);
  };

  // onRequest: a missing token answers 401 before the body or id is even looked at.
  app.get(
    '/',
    {
      onRequest: app.authorize('seeTeam'),
      schema: { tags, security, summary: 'Every staff member, admins first then by name (editors and administrators)', response: { 200: TeamListResponse, 401: ErrorResponse } },
    },
    async () => ({ success: true as const, data: team.list() }),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Invite a member (admin only)',
        description: 'Creates the account and mails a 7-day link to set a password. `invite_url` only in demo mode.',
        body: InviteMemberBody,
        response: { 201: InviteMemberResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await team.invite(request.user, request.body, contextOf(request));
      return reply.status(201).send({ success: true as const, message: `Invitation sent to ${data.email}`, data });
    },
  );

  app.post(
    '/:id/invite',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Send a fresh invitation (admin only); older links stop working',
        params: TeamParams,
        response: { 200: InviteMemberResponse, ...errors },
      },
    },
    async (request) => {
      const data = await team.resendInvite(request.user, request.params.id, contextOf(request));
      return { success: true as const, message: `Invitation sent to ${data.email}`, data };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: "Change a member's role (admin only)", params: TeamParams, body: UpdateMemberBody, response: { 200: TeamMemberResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: 'Role updated',
      data: team.updateRole(request.user, request.params.id, request.body, contextOf(request)),
    }),
  );

  app.get(
    '/security',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "The team's sign-in rule (whether two-factor sign-in is required)", response: { 200: TeamSecurityResponse, 401: ErrorResponse } },
    },
    async () => ({ success: true as const, data: team.security() }),
  );

  app.put(
    '/security',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Require two-factor sign-in of everyone, or not (admin only)',
        description: 'Turning it on needs two-factor sign-in on the administrator\'s own account; every member without it is signed out at once and sets it up at their next sign-in.',
        body: TeamSecurityBody,
        response: { 200: TeamSecurityResponse, ...errors },
      },
    },
    async (request) => {
      const { signed_out, ...data } = team.setSecurity(request.user, request.body, contextOf(request));
      const message = data.require_two_factor
        ? `Two-factor sign-in is now required${signed_out ? `; ${signed_out} ${signed_out === 1 ? 'session' : 'sessions'} of members without it ended` : ''}`
        : 'Two-factor sign-in is no longer required';
      return { success: true as const, message, data };
    },
  );

  app.delete(
    '/:id/two-factor',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: "Reset a member's two-factor sign-in after a lost device (admin only); their sessions end", params: TeamParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      team.resetTwoFactor(request.user, request.params.id, contextOf(request));
      return { success: true as const, message: 'Two-factor sign-in reset; the member signs in with their password and sets it up again' };
    },
  );

  app.delete(
    '/:id/sessions',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'Sign a member out on every device at once (admin only); the password stays', params: TeamParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      const ended = team.endSessions(request.user, request.params.id, contextOf(request));
      return { success: true as const, message: `Signed out everywhere (${ended} ${ended === 1 ? 'session' : 'sessions'})` };
    },
  );

  app.get(
    '/:id/deletion',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'What removing a member destroys and what stays (admin only)', params: TeamParams, response: { 200: DeletionPreviewResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: team.removal(request.user, request.params.id) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Remove a member for good (admin only; confirm: their address, a different one is refused with 409); their sessions end at once',
        params: TeamParams,
        querystring: ConfirmDeleteQuery,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      team.remove(request.user, request.params.id, contextOf(request), request.query.confirm);
      return { success: true as const, message: 'Team member removed' };
    },
  );
};
export default routes;
