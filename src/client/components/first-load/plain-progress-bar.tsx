/** Blueprint's animated ProgressBar (primary, indeterminate) while a screen's code arrives. */
export function PlainProgressBar() {
  return (
    <div className="bp6-progress-bar bp6-intent-primary" role="progressbar" aria-label="Loading">
      <div className="bp6-progress-meter" />
    </div>
  );
}
