import { HTMLSelect } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';

/** What the zone select reads from the form's `formContext`. */
export interface ZoneSelectContext {
  /**
   * The uuid of the region whose zones to offer (the form's region field). rjsf hands a widget only
   * its own value, so the page passes the sibling region through the context.
   */
  regionUuid?: string | null;
}

/** The key every region's zone list starts with: invalidate it after a zone is saved. */
export const REGION_ZONES_KEY = ['regions', 'zones'] as const;

/** The query key of a region's zones (GET /api/region/zone/{id}). */
export function regionZonesQueryKey(regionUuid: string | null | undefined) {
  return [...REGION_ZONES_KEY, regionUuid ?? ''] as const;
}

/** The zones of a region; idle until a region is given. */
export function useRegionZones(regionUuid: string | null | undefined) {
  return useQuery({
    queryKey: regionZonesQueryKey(regionUuid),
    queryFn: async () =>
      (await unwrap(api.GET('/api/region/zone/{id}', { params: { path: { id: regionUuid ?? '' } } }))).data,
    enabled: Boolean(regionUuid),
  });
}

/** The zone id a select's option value stands for (`undefined` for the empty option). */
export function zoneIdOf(optionValue: string): number | undefined {
  const id = Number(optionValue);
  return optionValue !== '' && Number.isInteger(id) ? id : undefined;
}

/**
 * `ui:widget: 'zone-select'`: a drop-down of the zones of the region in `formContext.regionUuid`
 * (GET /api/region/zone/{regionUuid}), answering the chosen zone's id. Disabled until a region is
 * chosen; the page clears the zone when the region changes.
 */
export function ZoneSelect(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, disabled, readonly, autofocus, rawErrors, hideError } =
    props;
  const { onChange, onBlur, onFocus, registry } = props;
  const { regionUuid } = (registry.formContext ?? {}) as ZoneSelectContext;
  const zones = useRegionZones(regionUuid);
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const chosen = typeof value === 'number' ? String(value) : '';
  const list = zones.data ?? [];
  // A prefilled zone stays selectable while its region's list loads.
  const missing = chosen && !list.some((z) => String(z.id) === chosen);
  const emptyText = !regionUuid
    ? 'Select a region first'
    : zones.isLoading
      ? 'Loading zones…'
      : zones.isError
        ? 'Zones could not be loaded'
        : list.length === 0
          ? 'This region has no zones'
          : (placeholder ?? '');

  return (
    <HTMLSelect
      id={id}
      name={htmlName ?? id}
      value={chosen}
      required={required}
      disabled={disabled || readonly || !regionUuid}
      autoFocus={autofocus}
      fill
      className={hasErrors ? 'cms-select--danger' : undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-busy={zones.isLoading || undefined}
      onChange={(event) => onChange(zoneIdOf(event.target.value))}
      onBlur={(event) => onBlur(id, zoneIdOf(event.target.value))}
      onFocus={(event) => onFocus(id, zoneIdOf(event.target.value))}
    >
      {!chosen || !required ? <option value="">{emptyText}</option> : null}
      {missing ? <option value={chosen}>{zones.isLoading ? 'Loading…' : `Zone ${chosen}`}</option> : null}
      {list.map((zone) => (
        <option key={zone.id} value={String(zone.id)}>
          {zone.status === 'ACTIVE' ? zone.name : `${zone.name} (Inactive)`}
        </option>
      ))}
    </HTMLSelect>
  );
}
