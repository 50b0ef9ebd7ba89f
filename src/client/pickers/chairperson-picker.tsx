import type { WidgetProps } from '@rjsf/utils';
import { useRegionChairmen, useZoneChairmen } from './chairperson-picker-queries';
import { OfficeHolderSelect } from './officer-picker';

/** `ui:widget: 'zone-chairperson-picker'`: today's zone chairpersons (GET /api/zone-chairmen/list). */
export function ZoneChairpersonPicker(props: WidgetProps) {
  const holders = useZoneChairmen();
  return <OfficeHolderSelect widget={props} holders={holders} noun="zone chairpersons" />;
}

/** `ui:widget: 'region-chairperson-picker'`: today's region chairpersons (GET /api/region-chairmen/list). */
export function RegionChairpersonPicker(props: WidgetProps) {
  const holders = useRegionChairmen();
  return <OfficeHolderSelect widget={props} holders={holders} noun="region chairpersons" />;
}
