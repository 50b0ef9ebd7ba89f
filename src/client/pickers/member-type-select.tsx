import { getSchemaType, type WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import { useT } from '../i18n/translator';
import { loadStateText } from './load-state-text';
import { pickersMessages } from './messages';

/** The query key of the member types (GET /api/member/type/list). */
export const MEMBER_TYPES_QUERY_KEY = ['member-types'] as const;

/** The member types (id, type), for the member forms. */
export function useMemberTypes() {
  return useQuery({
    queryKey: MEMBER_TYPES_QUERY_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/member/type/list'))).data,
    // A lookup table that hardly ever changes.
    staleTime: 10 * 60_000,
  });
}

/**
 * The form value of a chosen option: the member create payload takes the id as an integer, the
 * multipart member update as text; the empty option is no value.
 */
export function memberTypeValue(optionValue: string, schemaType: unknown): number | string | undefined {
  if (optionValue === '') return undefined;
  const types = Array.isArray(schemaType) ? schemaType : [schemaType];
  return types.includes('integer') || types.includes('number') ? Number(optionValue) : optionValue;
}

/**
 * `ui:widget: 'member-type-select'`: a drop-down of the member types (GET /api/member/type/list),
 * answering the chosen type's id (a number or text, as the field's schema type says).
 */
export function MemberTypeSelect(props: WidgetProps) {
  const t = useT();
  const types = useMemberTypes();
  const schemaType = getSchemaType(props.schema);
  const options = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.type }));
  return (
    <LoadedSelect
      widget={props}
      chosen={props.value === undefined || props.value === null ? '' : String(props.value)}
      options={options}
      loading={types.isLoading}
      emptyText={loadStateText(
        t,
        types,
        { loading: pickersMessages.memberTypesLoading, failed: pickersMessages.memberTypesFailed },
        props.placeholder,
      )}
      decode={(text) => memberTypeValue(text, schemaType)}
    />
  );
}
