import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import type { ProjectListItem } from '../api/use-project-list';
import { projectMessages as m } from '../messages';
import { ProjectCode, projectName } from './project-code';
import { ProjectStatusTag } from './project-status-tag';
import { projectTypeLabel } from './project-type-label';
import { SentBackLine, WaitingLine } from '../review-chain/row-lines';

/** Props of a table of projects (the list, the review queue). */
export interface ProjectTableProps {
  /** The projects of the page. */
  projects: readonly ProjectListItem[];
  /** The table's accessible name ('Service projects'). */
  label: string;
  /** True to offer 'Review' on every row (the review queue holds only projects waiting for the role). */
  reviewAll?: boolean;
  /** True to say, under each status, the level the project waits for and for how long (the queue). */
  showWaiting?: boolean;
  /** True while a delete is on its way, so a second one cannot start. */
  busy?: boolean;
  /** Called with the project whose delete action was pressed; the page confirms first. */
  onDelete?: (project: ProjectListItem) => void;
}

/** The preview of a project. */
export function projectPreviewPath(uuid: string): string {
  return `/projects/info/${encodeURIComponent(uuid)}`;
}

/** The wizard at step 1 for a project. */
export function projectEditPath(uuid: string): string {
  return `/projects/edit/1/${encodeURIComponent(uuid)}`;
}

/**
 * Projects as spec 3 section 2 lists them: code, title, club, status chip, type, date and the
 * actions the server says the role may take on each (view always; edit, delete and review as
 * `actions` allows). A project sent back says why under its title until it is submitted again; the
 * review queue says under each status whom it waits for and for how long. The buttons' accessible names carry the project code (a draft's title, since it
 * has no code yet), since every row has the same icons.
 */
export function ProjectTable({
  projects,
  label,
  reviewAll = false,
  showWaiting = false,
  busy = false,
  onDelete,
}: ProjectTableProps) {
  const t = useT();
  const columns = {
    code: t(m.columnProjectCode),
    title: t(m.columnTitle),
    club: t(m.columnClub),
    status: t(m.columnStatus),
    type: t(m.columnType),
    date: t(m.columnDate),
  };
  return (
    <HTMLTable className="cms-table cms-project-table cms-cards-on-phone" striped aria-label={label}>
      <thead>
        <tr>
          <th>{columns.code}</th>
          <th>{columns.title}</th>
          <th>{columns.club}</th>
          <th>{columns.status}</th>
          <th>{columns.type}</th>
          <th>{columns.date}</th>
          <th className="cms-table__actions">
            <span className="cms-sr-only">{t(m.actions)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {projects.map((p) => {
          const name = projectName(t, p);
          return (
            <tr key={p.uuid}>
              <td data-label={columns.code} className="cms-project-table__code">
                <ProjectCode code={p.project_code} />
              </td>
              <td data-label={columns.title}>
                {/* One block, so a phone's label-and-value row keeps the note under the title. */}
                <div>
                  {p.project_title ?? ''}
                  <SentBackLine sentBack={p.status === 'PENDING' ? p.sent_back : null} />
                </div>
              </td>
              <td data-label={columns.club}>{p.club.name}</td>
              <td data-label={columns.status}>
                <div>
                  <ProjectStatusTag status={p.status} />
                  {showWaiting ? <WaitingLine level={p.waiting_for} since={p.waiting_since} /> : null}
                </div>
              </td>
              <td data-label={columns.type}>{projectTypeLabel(t, p.project_type)}</td>
              <td data-label={columns.date}>{formatDisplayDate(p.date)}</td>
              <td className="cms-table__actions cms-project-table__actions">
                {reviewAll || p.actions.can_review ? (
                  <LinkButton
                    to={projectPreviewPath(p.uuid)}
                    icon="endorsed"
                    text={t(m.review)}
                    label={t(m.reviewCode, { code: name })}
                    intent={Intent.PRIMARY}
                    minimal
                  />
                ) : null}
                <LinkButton
                  to={projectPreviewPath(p.uuid)}
                  icon="eye-open"
                  label={t(m.viewCode, { code: name })}
                  minimal
                />
                {p.actions.can_edit ? (
                  <LinkButton
                    to={projectEditPath(p.uuid)}
                    icon="edit"
                    label={t(m.editCode, { code: name })}
                    minimal
                  />
                ) : null}
                {p.actions.can_delete && onDelete ? (
                  <Button
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon="trash"
                    aria-label={t(m.deleteNamed, { name })}
                    title={t(m.deleteNamed, { name })}
                    disabled={busy}
                    onClick={() => onDelete(p)}
                  />
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
