import type { WidgetProps } from '@rjsf/utils';
import { useRegionChairmen, useZoneChairmen } from './chairperson-picker-queries';
import { pickersMessages } from './messages';
import { OfficeHolderSelect, type OfficeHolderTexts } from './officer-picker';

/** The zone chairpersons' sentences. */
const ZONE_CHAIRPERSON_TEXTS: OfficeHolderTexts = {
  loading: pickersMessages.zoneChairpersonsLoading,
  failed: pickersMessages.zoneChairpersonsFailed,
  choose: pickersMessages.zoneChairpersonsChoose,
};

/** The region chairpersons' sentences. */
const REGION_CHAIRPERSON_TEXTS: OfficeHolderTexts = {
  loading: pickersMessages.regionChairpersonsLoading,
  failed: pickersMessages.regionChairpersonsFailed,
  choose: pickersMessages.regionChairpersonsChoose,
};

/** `ui:widget: 'zone-chairperson-picker'`: today's zone chairpersons (GET /api/zone-chairmen/list). */
export function ZoneChairpersonPicker(props: WidgetProps) {
  const holders = useZoneChairmen();
  return <OfficeHolderSelect widget={props} holders={holders} texts={ZONE_CHAIRPERSON_TEXTS} />;
}

/** `ui:widget: 'region-chairperson-picker'`: today's region chairpersons (GET /api/region-chairmen/list). */
export function RegionChairpersonPicker(props: WidgetProps) {
  const holders = useRegionChairmen();
  return <OfficeHolderSelect widget={props} holders={holders} texts={REGION_CHAIRPERSON_TEXTS} />;
}
