// The download button's alignment beside a field is the Reports screen's.
import '../../reports.css';
import '../zone-grid.css';
import { FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { colomboMonth } from '../../../../../shared/time/colombo';
import { ErrorAlert } from '../../../../components/error-alert';
import { MonthSelect } from '../../../../components/month-select';
import { PageHeader } from '../../../../components/page-header';
import { useErrorLines } from '../../../../hooks/use-error-lines';
import { useT } from '../../../../i18n/translator';
import { initialMonth, readStoredMonth, storeMonth } from '../../../../lib/month-store';
import { DownloadButton } from '../../components/download-button';
import { useZoneGrid } from '../api/use-zone-grid';
import { useZoneGridDownload } from '../api/use-zone-grid-download';
import { zoneGridMessages } from '../messages';
import { ZoneGridLegend } from './zone-grid-legend';
import { ZoneGridTable } from './zone-grid-table';

/**
 * '/activities/zone-grid' (issue 14): a month's reports of every club the role reaches (a zone
 * chairperson their zone, a region office its region, the district offices all), as a table of clubs
 * by activity type with each report's status and points, a legend and the CSV download. The month is
 * the one Monthly Tasks and Review Tasks remember, else the current month in Asia/Colombo.
 */
export function ZoneGridPage() {
  const t = useT();
  const [month, setMonth] = useState(() => initialMonth(readStoredMonth(), colomboMonth()));
  const grid = useZoneGrid(month);
  const download = useZoneGridDownload();
  const [errorLines, dismissError] = useErrorLines(grid.error);
  const [downloadLines, dismissDownload] = useErrorLines(download.error);

  const chooseMonth = (next: string) => {
    storeMonth(next);
    setMonth(next);
  };

  const data = grid.data;
  return (
    <section className="cms-zone-grid">
      <PageHeader title={t(zoneGridMessages.title)} />
      <div className="cms-zone-grid__filters">
        <FormGroup
          label={t(zoneGridMessages.month)}
          labelFor="cms-zone-grid-month"
          className="cms-zone-grid__month"
        >
          <MonthSelect id="cms-zone-grid-month" value={month} onChange={chooseMonth} />
        </FormGroup>
        <DownloadButton text={t(zoneGridMessages.download)} choice={month} download={download} />
        {grid.isFetching && !grid.isPending ? (
          <Spinner size={20} aria-label={t(zoneGridMessages.refreshing)} />
        ) : null}
      </div>
      <ErrorAlert lines={downloadLines} onDismiss={dismissDownload} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {grid.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(zoneGridMessages.loading)} />
        </div>
      ) : !data ? null : data.rows.length === 0 ? (
        <p className="cms-empty">{t(zoneGridMessages.empty)}</p>
      ) : data.columns.length === 0 ? (
        <p className="cms-empty">{t(zoneGridMessages.noColumns)}</p>
      ) : (
        <>
          <p className="cms-zone-grid__year">{t(zoneGridMessages.lionsYear, { year: data.lions_year })}</p>
          <ZoneGridTable grid={data} />
          <ZoneGridLegend />
        </>
      )}
    </section>
  );
}
