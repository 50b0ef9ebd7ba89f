import { Button, ButtonGroup } from '@blueprintjs/core';
import type { LineControls } from '../../shared/machines';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of one point line's evaluator actions. */
export interface PointLineActionsProps {
  /** The line's title: the buttons' accessible names carry it, since every row has the same icons. */
  title: string;
  /** What the point-line machine allows for this line (`lineControls`). */
  controls: LineControls;
  /** True while a decision or a reload is on its way. */
  busy: boolean;
  /** Called when the evaluator approves the line. */
  onApprove: () => void;
  /** Called when the evaluator asks to reject it (the caller asks for the comment). */
  onReject: () => void;
}

/**
 * The approve and reject buttons of a point line (activities and service projects), each shown only
 * when the line machine allows it: no approve on an approved line, no reject on a rejected one.
 */
export function PointLineActions({ title, controls, busy, onApprove, onReject }: PointLineActionsProps) {
  const t = useT();
  return (
    <ButtonGroup variant="minimal">
      {controls.canApprove ? (
        <Button
          icon="tick"
          intent="success"
          aria-label={t(componentsMessages.approveLine, { title })}
          disabled={busy}
          onClick={onApprove}
        />
      ) : null}
      {controls.canReject ? (
        <Button
          icon="cross"
          intent="danger"
          aria-label={t(componentsMessages.rejectLine, { title })}
          disabled={busy}
          onClick={onReject}
        />
      ) : null}
    </ButtonGroup>
  );
}
