import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainSpinner } from '../../../components/first-load/plain-spinner';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useSentBackProjects } from '../api/use-sent-back-projects';
import { sentBackMessages as m } from './messages';
import './sent-back.css';

/** How many projects the panel lists; the list page holds the rest. */
const SHOWN = 5;

/**
 * The officer's home: the club's projects a reviewer sent back (issue 27), each with the reviewer's
 * reason and a link into the wizard to change it and submit it again; gone once it is resubmitted.
 * Nothing shows while none waits.
 */
export function SentBackProjectsSection() {
  const t = useT();
  const projects = useSentBackProjects(true);
  const [errorLines, dismissError] = useErrorLines(projects.error);
  const rows = projects.data ?? [];
  if (projects.isPending) return <PlainSpinner size={20} label={t(m.loading)} />;
  if (errorLines) return <ErrorAlert lines={errorLines} onDismiss={dismissError} />;
  if (rows.length === 0) return null;
  return (
    <section className="cms-sent-back-home" aria-labelledby="cms-sent-back-home-title">
      <h2 id="cms-sent-back-home-title" className="bp6-heading cms-sent-back-home__title">
        {t(m.title)}
      </h2>
      <p className="cms-sent-back-home__intro">{t(m.intro)}</p>
      <ul className="cms-sent-back-home__list">
        {rows.slice(0, SHOWN).map((project) => {
          const title = project.project_title ?? project.project_code;
          return (
            <li key={project.uuid} className="cms-sent-back-home__item">
              <div className="cms-sent-back-home__name">{title}</div>
              {project.sent_back?.comment ? (
                <blockquote className="cms-sent-back-home__reason">
                  {t(m.reason, { reason: project.sent_back.comment })}
                </blockquote>
              ) : null}
              <Link
                to={`/projects/edit/1/${encodeURIComponent(project.uuid)}`}
                aria-label={t(m.changeNamed, { title })}
              >
                {t(m.change)}
              </Link>
            </li>
          );
        })}
      </ul>
      {rows.length > SHOWN ? <Link to="/projects">{t(m.more, { count: String(rows.length) })}</Link> : null}
    </section>
  );
}
