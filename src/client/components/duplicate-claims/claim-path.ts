import type { DuplicateFlag } from './use-duplicate-claims';

/** The address of the other claim's page: a report's read-only view, or a project's preview. */
export function claimPath(claim: DuplicateFlag['claim']): string {
  if (claim.kind === 'project') return `/projects/info/${encodeURIComponent(claim.id)}`;
  return `/activities/monthly/view/${encodeURIComponent(claim.id)}/${claim.month ?? ''}/${encodeURIComponent(claim.key ?? '')}`;
}
