import '../standings.css';
import { FormGroup, Spinner } from '@blueprintjs/core';
import { AppSelect } from '../../../../components/app-select';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { PageHeader } from '../../../../components/page-header';
import { useErrorLines } from '../../../../hooks/use-error-lines';
import { useT } from '../../../../i18n/translator';
import { useStandings } from '../api/use-standings';
import { standingsMessages } from '../messages';
import { StandingsTable } from './standings-table';

/**
 * '/activities/standings' (issue 14): the Lions year so far for every club the role reaches (a zone
 * chairperson their zone, a region office its region, the district offices all), ranked by approved
 * points, with region and zone filters over the clubs shown (the ranks stay those of the whole zone, region and
 * district).
 */
export function StandingsPage() {
  const t = useT();
  const standings = useStandings();
  const [errorLines, dismissError] = useErrorLines(standings.error);
  const [region, setRegion] = useState('');
  const [zone, setZone] = useState('');
  const data = standings.data;
  const all = data?.rows ?? [];
  const regions = [...new Map(all.map((r) => [r.region.uuid, r.region.name])).entries()];
  const inRegion = all.filter((r) => region === '' || r.region.uuid === region);
  const zones = [
    ...new Map(inRegion.map((r) => [String(r.zone.id), `${r.zone.name}, ${r.region.name}`])).entries(),
  ];
  const rows = inRegion.filter((r) => zone === '' || String(r.zone.id) === zone);
  const chooseRegion = (next: string) => {
    setRegion(next);
    setZone('');
  };

  return (
    <section className="cms-standings">
      <PageHeader title={t(standingsMessages.title)} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {standings.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(standingsMessages.loading)} />
        </div>
      ) : !data ? null : data.rows.length === 0 ? (
        <p className="cms-empty">{t(standingsMessages.empty)}</p>
      ) : (
        <>
          <p>
            {t(standingsMessages.summary, {
              year: data.lions_year,
              available: data.available.toLocaleString('en-US'),
            })}
          </p>
          {regions.length > 1 ? (
            <FormGroup label={t(standingsMessages.regionFilter)} labelFor="cms-standings-region" inline>
              <AppSelect
                id="cms-standings-region"
                value={region}
                onChange={(event) => chooseRegion(event.currentTarget.value)}
                options={[
                  { value: '', label: t(standingsMessages.allRegions) },
                  ...regions.map(([value, label]) => ({ value, label })),
                ]}
              />
            </FormGroup>
          ) : null}
          {zones.length > 1 ? (
            <FormGroup label={t(standingsMessages.zoneFilter)} labelFor="cms-standings-zone" inline>
              <AppSelect
                id="cms-standings-zone"
                value={zone}
                onChange={(event) => setZone(event.currentTarget.value)}
                options={[
                  { value: '', label: t(standingsMessages.allZones) },
                  ...zones.map(([value, label]) => ({ value, label })),
                ]}
              />
            </FormGroup>
          ) : null}
          <StandingsTable rows={rows} />
          <p className="cms-standings__note">{t(standingsMessages.note)}</p>
        </>
      )}
    </section>
  );
}
