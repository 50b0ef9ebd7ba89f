import { Button, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { AppDialog } from './app-dialog';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of the 'Reject Points' dialog. */
export interface RejectPointsDialogProps {
  /** Open while the evaluator rejects a line. */
  isOpen: boolean;
  /** The line being rejected, for the dialog's text. */
  lineTitle: string;
  /** Called with the (trimmed) comment on Confirm. */
  onConfirm: (comment: string) => void;
  /** Closes it without rejecting. */
  onClose: () => void;
}

/**
 * 'Reject Points' (spec 2; the service projects' lines use it too, spec 3 s4), max width 540: asks for
 * a comment; Confirm is disabled while it is empty.
 */
export function RejectPointsDialog({ isOpen, lineTitle, onConfirm, onClose }: RejectPointsDialogProps) {
  const t = useT();
  const [comment, setComment] = useState('');
  // A double click on Confirm delivers both clicks before the re-render: one rejection per opening.
  const confirmed = useRef(false);
  useEffect(() => {
    if (isOpen) confirmed.current = false;
  }, [isOpen]);
  const close = () => {
    setComment('');
    onClose();
  };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={close}
      title={t(componentsMessages.rejectPoints)}
      style={{ maxWidth: 540, width: '100%' }}
    >
      <DialogBody>
        <p>{lineTitle}</p>
        <FormGroup label={t(componentsMessages.comment)} labelFor="cms-reject-points-comment">
          <TextArea
            id="cms-reject-points-comment"
            fill
            autoFocus
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t(componentsMessages.cancel)} onClick={close} />
            <Button
              intent="danger"
              text={t(componentsMessages.confirm)}
              disabled={comment.trim() === ''}
              onClick={() => {
                if (confirmed.current) return;
                confirmed.current = true;
                onConfirm(comment.trim());
                setComment('');
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
