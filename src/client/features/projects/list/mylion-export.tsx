import { Button, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { AppSelect } from '../../../components/app-select';
import { AppDialog } from '../../../components/app-dialog';
import { useState } from 'react';
import { MONTH_NAME_MESSAGES } from '../../../components/messages';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useMylionDownload } from '../api/use-mylion-download';
import { projectMessages as m } from '../messages';
import { mylionMonths } from './mylion-months';

/** Props of the MyLion export action. */
export interface MylionExportProps {
  /** The club whose projects are exported: the officer's own, or the club another role chose. */
  club: { uuid: string; name: string } | null;
}

/**
 * 'MyLion export' on the service projects list (issue 14): a dialog with a month chooser (the current
 * month and the twelve before it) that downloads the club's approved projects of that month in the
 * columns of Lions International's service report. Disabled until a club is chosen.
 */
export function MylionExport({ club }: MylionExportProps) {
  const t = useT();
  const months = mylionMonths();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(months[0]!);
  const download = useMylionDownload();
  const [errorLines, dismissError] = useErrorLines(download.error);

  const monthLabel = (value: string) => {
    const name = MONTH_NAME_MESSAGES[Number(value.slice(5, 7)) - 1]!;
    return t(m.mylionMonthName, { month: t(name), year: value.slice(0, 4) });
  };

  return (
    <>
      <Button icon="export" text={t(m.mylionExport)} disabled={club === null} onClick={() => setOpen(true)} />
      <AppDialog isOpen={open} onClose={() => setOpen(false)} title={t(m.mylionTitle)} icon="export">
        <DialogBody>
          <p>{t(m.mylionHelp)}</p>
          <ErrorAlert lines={errorLines} onDismiss={dismissError} />
          <FormGroup label={t(m.mylionMonth)} labelFor="cms-mylion-month">
            <AppSelect
              id="cms-mylion-month"
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
              fill
            >
              {months.map((value) => (
                <option key={value} value={value}>
                  {monthLabel(value)}
                </option>
              ))}
            </AppSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t(m.cancel)} onClick={() => setOpen(false)} />
              <Button
                intent={Intent.PRIMARY}
                icon="download"
                text={t(m.mylionDownload)}
                loading={download.isPending}
                disabled={club === null}
                onClick={() => club && download.mutate({ club, month })}
              />
            </>
          }
        />
      </AppDialog>
    </>
  );
}
