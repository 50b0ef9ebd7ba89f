import { roleName } from '../../../shared/policy';
import type { projectDocuments } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { fileKind } from './project-files';
import type { ProjectMemberRef } from './project-members';

/** A member as the lists show them: uuid and display name, nothing of the row behind them. */
function shown(member: ProjectMemberRef): ProjectMemberRef {
  return { uuid: member.uuid, display_name: member.display_name };
}

/** A committee entry as the wizard lists it (spec 3 "Committee entry"). */
export function committeeEntry(
  row: { uuid: string; position: string },
  member: ProjectMemberRef,
  projectUuid: string,
) {
  return { uuid: row.uuid, position: row.position, member: shown(member), project_id: projectUuid };
}

/** A member's contribution as the wizard lists it (spec 3 "Member contribution"), in rupees. */
export function contributionEntry(
  row: { uuid: string; contributions: number },
  member: ProjectMemberRef,
  projectUuid: string,
) {
  return {
    uuid: row.uuid,
    member: shown(member),
    contributions: Number(row.contributions),
    project_id: projectUuid,
  };
}

/**
 * A participant as the wizard lists it (spec 3 "Participant"): the member, and the member again as a
 * one-item `members` list for readers of the original's shape.
 */
export function participantEntry(row: { uuid: string }, member: ProjectMemberRef, projectUuid: string) {
  return { uuid: row.uuid, member: shown(member), project_id: projectUuid, members: [shown(member)] };
}

/**
 * A document as the wizard and the preview show it (spec 3 "Document"): its kind by its bytes, a
 * short-lived signed link, the type chosen, the comment and the name of the role that attached it.
 */
export function documentEntry(links: FileLinks, row: typeof projectDocuments.$inferSelect) {
  return {
    uuid: row.uuid,
    type: fileKind(row.path),
    document_type: row.documentType,
    path: links.url(row.path),
    comments: row.comments,
    role: row.roleCode ? { name: roleName(row.roleCode) } : null,
    created_at: row.createdAt.toISOString(),
  };
}
