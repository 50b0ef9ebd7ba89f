import { Button, FormGroup } from '@blueprintjs/core';
import { AppSelect } from '../../../components/app-select';
import { ACTIVITY_TYPES } from '../../../../shared/catalogue/catalogue';
import { STATUS_TONE_TEXTS } from '../../../activity-domain/activity-status';
import { ClubPicker } from '../../../components/club-picker';
import { MonthSelect } from '../../../components/month-select';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useT } from '../../../i18n/translator';
import type { ReviewListParams } from '../../../lib/review-list-params';
import { useClubName } from '../../../pickers/club-select';
import { pickersMessages } from '../../../pickers/messages';
import { useAllRegions } from '../../../pickers/region-select';
import { useRegionZones } from '../../../pickers/zone-select';
import { reviewMessages } from '../messages';
import type { ReviewFilterName } from '../use-review-filters';

/** Props of the Review Tasks list's filters. */
export interface ReviewFilterBarProps {
  /** The month and filters shown (from the address). */
  params: ReviewListParams;
  /** Called with the month the user picks. */
  onMonth: (month: string) => void;
  /** Called with a filter's new value; undefined (or '') clears it. */
  onFilter: (name: ReviewFilterName, value: string | number | undefined) => void;
  /** Clears every filter but the month. */
  onClear: () => void;
}

const STATUS_OPTIONS = [
  ['WAITING', reviewMessages.waiting],
  ['SUBMITTED', STATUS_TONE_TEXTS.submitted],
  ['PENDING', STATUS_TONE_TEXTS.pending],
  ['APPROVED', STATUS_TONE_TEXTS.approved],
  ['REJECTED', STATUS_TONE_TEXTS.rejected],
] as const;

/** Props of one filter's drop-down. */
interface FilterSelectProps {
  /** The select's id, for its label. */
  id: string;
  /** The visible label. */
  label: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The text of the empty choice (no filter). */
  anyLabel: string;
  /** The choices. */
  options: readonly { value: string; label: string }[];
  /** Called with the chosen value ('' clears the filter). */
  onChange: (value: string) => void;
  /** True to offer no choice. */
  disabled?: boolean;
}

/** One filter: a labelled native select whose first choice is 'all'. */
function FilterSelect({ id, label, value, anyLabel, options, onChange, disabled }: FilterSelectProps) {
  return (
    <FormGroup label={label} labelFor={id} className="cms-review-tasks__filter">
      <AppSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        fill
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AppSelect>
    </FormGroup>
  );
}

/**
 * The month, status, region, zone (of the chosen region), club and activity filters of the Review
 * Tasks list (issue 16). Native selects for the short fixed lists; the club is searched on the server.
 */
export function ReviewFilterBar({ params, onMonth, onFilter, onClear }: ReviewFilterBarProps) {
  const t = useT();
  const title = useActivityTitle();
  const regions = useAllRegions();
  const { query } = params;
  const zones = useRegionZones(query.region);
  const clubName = useClubName(query.club, null);
  const filtered = Object.keys(query).some((name) => name !== 'page');
  const zoneOptions = (zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name }));
  // A zone named by the address but not among the region's (or with no region chosen) still shows.
  if (query.zone !== undefined && !zoneOptions.some((o) => o.value === String(query.zone)))
    zoneOptions.unshift({
      value: String(query.zone),
      label: t(pickersMessages.zoneNumber, { id: String(query.zone) }),
    });
  return (
    <div className="cms-review-tasks__filters" role="group" aria-label={t(reviewMessages.filtersLabel)}>
      <FormGroup
        label={t(reviewMessages.month)}
        labelFor="cms-review-tasks-month"
        className="cms-review-tasks__month"
      >
        <MonthSelect id="cms-review-tasks-month" value={params.month} onChange={onMonth} />
      </FormGroup>
      <FilterSelect
        id="cms-review-tasks-status"
        label={t(reviewMessages.status)}
        value={query.status ?? ''}
        anyLabel={t(reviewMessages.anyStatus)}
        options={STATUS_OPTIONS.map(([value, label]) => ({ value, label: t(label) }))}
        onChange={(value) => onFilter('status', value)}
      />
      <FilterSelect
        id="cms-review-tasks-region"
        label={t(reviewMessages.region)}
        value={query.region ?? ''}
        anyLabel={t(reviewMessages.anyRegion)}
        options={(regions.data ?? []).map((region) => ({ value: region.uuid, label: region.name }))}
        onChange={(value) => onFilter('region', value)}
      />
      <FilterSelect
        id="cms-review-tasks-zone"
        label={t(reviewMessages.zone)}
        value={query.zone === undefined ? '' : String(query.zone)}
        anyLabel={t(reviewMessages.anyZone)}
        options={zoneOptions}
        onChange={(value) => onFilter('zone', value)}
        // Zones are offered within a region; a zone from the address still shows until changed.
        disabled={!query.region && query.zone === undefined}
      />
      <FormGroup label={t(reviewMessages.club)} className="cms-review-tasks__filter cms-review-tasks__club">
        <ClubPicker
          label={t(reviewMessages.club)}
          value={query.club ? { uuid: query.club, name: clubName } : null}
          onChange={(club) => onFilter('club', club.uuid)}
        />
      </FormGroup>
      <FilterSelect
        id="cms-review-tasks-type"
        label={t(reviewMessages.type)}
        value={query.type ?? ''}
        anyLabel={t(reviewMessages.anyType)}
        options={ACTIVITY_TYPES.map((type) => ({ value: type.key, label: title(type) }))}
        onChange={(value) => onFilter('type', value)}
      />
      {filtered ? (
        <Button
          className="cms-review-tasks__clear"
          icon="filter-remove"
          text={t(reviewMessages.clearFilters)}
          variant="minimal"
          onClick={onClear}
        />
      ) : null}
    </div>
  );
}
