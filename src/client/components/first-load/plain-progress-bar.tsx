import { useT } from '../../i18n/translator';
import { firstLoadMessages } from './messages';

/** Blueprint's animated ProgressBar (primary, indeterminate) while a screen's code arrives. */
export function PlainProgressBar() {
  const t = useT();
  return (
    <div
      className="bp6-progress-bar bp6-intent-primary"
      role="progressbar"
      aria-label={t(firstLoadMessages.loading)}
    >
      <div className="bp6-progress-meter" />
    </div>
  );
}
