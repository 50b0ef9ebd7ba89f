import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import { useT } from '../i18n/translator';
import { loadStateText } from './load-state-text';
import { pickersMessages } from './messages';

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
  const t = useT();
  const { regionUuid } = (props.registry.formContext ?? {}) as ZoneSelectContext;
  const zones = useRegionZones(regionUuid);
  const options = (zones.data ?? []).map((z) => ({
    value: String(z.id),
    label: z.status === 'ACTIVE' ? z.name : t(pickersMessages.inactiveName, { name: z.name }),
  }));
  const chosen = typeof props.value === 'number' ? String(props.value) : '';
  const emptyText = !regionUuid
    ? t(pickersMessages.selectRegionFirst)
    : !zones.isLoading && !zones.isError && options.length === 0
      ? t(pickersMessages.regionHasNoZones)
      : loadStateText(
          t,
          zones,
          { loading: pickersMessages.zonesLoading, failed: pickersMessages.zonesFailed },
          props.placeholder,
        );
  return (
    <LoadedSelect
      widget={props}
      chosen={chosen}
      options={options}
      loading={zones.isLoading}
      emptyText={emptyText}
      missingLabel={t(pickersMessages.zoneNumber, { id: chosen })}
      decode={zoneIdOf}
      disabled={!regionUuid}
    />
  );
}
