import { can, IMPLICIT_ROLE } from '../../../shared/policy';
import { forbidden } from '../../services/errors';
import { readMultipartBody } from '../../http/multipart-body';
import { actorOf, requireAuth } from '../../http/request-context';
import { withUniqueFields } from '../../services/unique-fields';
import { memberDetail } from '../../services/members/member-detail';
import { memberIdInScope } from '../../services/members/member-reads';
import { saveMemberChanges, type MemberChangesInput } from '../../services/members/member-changes';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

type ById = { Params: { id: string } };

/** POST /api/member/update/{id}: an officer edits a member (multipart, image optional). */
export const memberUpdate: OperationHandler<ById> = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  // Found (or not) before the body is read: another club's member is not worth an upload.
  const memberId = await memberIdInScope(db, auth, request.params.id);
  const operation = request.routeOptions.config.operation!;
  const { body, files: uploads } = await readMultipartBody<MemberChangesInput>(
    request,
    operation.multipartSchema,
  );
  const role = auth.role!.name;
  await withUniqueFields(
    saveMemberChanges(request.server, actorOf(request), memberId, body, uploads[0]?.bytes, {
      club: can(role, 'member.editClub'),
      officeRoles: can(role, 'member.editAdministrative'),
      role,
      session: { memberId: auth.member.id, sessionId: auth.sessionId },
    }),
  );
  return {
    status_code: 200,
    message: say(request, text('members.updated')),
    data: await memberDetail(db, fileLinks, memberId, { contacts: true }),
  };
};

/** POST /api/user/member/update/{id}: the signed-in member edits their own profile. */
export const userMemberUpdate: OperationHandler<ById> = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  if (request.params.id !== auth.member.uuid) throw forbidden(text('members.ownProfileOnly'));
  const operation = request.routeOptions.config.operation!;
  const { body, files: uploads } = await readMultipartBody<MemberChangesInput>(
    request,
    operation.multipartSchema,
  );
  await withUniqueFields(
    saveMemberChanges(request.server, actorOf(request), auth.member.id, body, uploads[0]?.bytes, {
      club: false,
      officeRoles: false,
      role: auth.role?.name ?? IMPLICIT_ROLE,
      session: { memberId: auth.member.id, sessionId: auth.sessionId },
    }),
  );
  return {
    status_code: 200,
    message: say(request, text('members.profileUpdated')),
    data: await memberDetail(db, fileLinks, auth.member.id, { contacts: true }),
  };
};
