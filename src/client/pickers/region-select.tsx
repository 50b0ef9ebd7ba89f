import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import { useT } from '../i18n/translator';
import { loadStateText } from './load-state-text';
import { pickersMessages } from './messages';

/** The query key of every region of the district (GET /api/region/all/list). */
export const REGIONS_QUERY_KEY = ['regions', 'all'] as const;

/** Every region of the district, active or not, for the region selects of the zone and club forms. */
export function useAllRegions() {
  return useQuery({
    queryKey: REGIONS_QUERY_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/region/all/list'))).data,
    // Regions change a few times a year; one load per session is enough.
    staleTime: 10 * 60_000,
  });
}

/**
 * `ui:widget: 'region-select'`: a drop-down of the district's regions (GET /api/region/all/list),
 * answering the chosen region's uuid. It lists inactive regions too, so an edit form can show the
 * region a zone or club already belongs to.
 */
export function RegionSelect(props: WidgetProps) {
  const t = useT();
  const regions = useAllRegions();
  const options = (regions.data ?? []).map((r) => ({
    value: r.uuid,
    label: r.status === 'ACTIVE' ? r.name : t(pickersMessages.inactiveName, { name: r.name }),
  }));
  return (
    <LoadedSelect
      widget={props}
      chosen={typeof props.value === 'string' ? props.value : ''}
      options={options}
      loading={regions.isLoading}
      emptyText={loadStateText(
        t,
        regions,
        { loading: pickersMessages.regionsLoading, failed: pickersMessages.regionsFailed },
        props.placeholder,
      )}
    />
  );
}
