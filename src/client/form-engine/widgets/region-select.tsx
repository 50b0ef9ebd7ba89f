import { HTMLSelect } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';

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
  const { id, htmlName, value, placeholder, required, disabled, readonly, autofocus, rawErrors, hideError } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const regions = useAllRegions();
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const chosen = typeof value === 'string' ? value : '';
  const list = regions.data ?? [];
  // Until the list arrives, keep a prefilled uuid as an option so the select does not drop it.
  const missing = chosen && !list.some((r) => r.uuid === chosen);
  const emptyText = regions.isLoading
    ? 'Loading regions…'
    : regions.isError
      ? 'Regions could not be loaded'
      : (placeholder ?? '');

  return (
    <HTMLSelect
      id={id}
      name={htmlName ?? id}
      value={chosen}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fill
      className={hasErrors ? 'cms-select--danger' : undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-busy={regions.isLoading || undefined}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={(event) => onBlur(id, event.target.value || undefined)}
      onFocus={(event) => onFocus(id, event.target.value || undefined)}
    >
      {!chosen || !required ? <option value="">{emptyText}</option> : null}
      {missing ? <option value={chosen}>{regions.isLoading ? 'Loading…' : chosen}</option> : null}
      {list.map((region) => (
        <option key={region.uuid} value={region.uuid}>
          {region.status === 'ACTIVE' ? region.name : `${region.name} (Inactive)`}
        </option>
      ))}
    </HTMLSelect>
  );
}
