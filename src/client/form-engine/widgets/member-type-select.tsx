import { HTMLSelect } from '@blueprintjs/core';
import { ariaDescribedByIds, getSchemaType, type WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';

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
  const { id, htmlName, value, schema, placeholder, required, disabled, readonly, autofocus } = props;
  const { rawErrors, hideError, onChange, onBlur, onFocus } = props;
  const types = useMemberTypes();
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const chosen = value === undefined || value === null ? '' : String(value);
  const list = types.data ?? [];
  // Until the list arrives, keep a prefilled id as an option so the select does not drop it.
  const missing = chosen !== '' && !list.some((t) => String(t.id) === chosen);
  const schemaType = getSchemaType(schema);
  const emptyText = types.isLoading
    ? 'Loading member types…'
    : types.isError
      ? 'Member types could not be loaded'
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
      aria-busy={types.isLoading || undefined}
      onChange={(event) => onChange(memberTypeValue(event.target.value, schemaType))}
      onBlur={(event) => onBlur(id, memberTypeValue(event.target.value, schemaType))}
      onFocus={(event) => onFocus(id, memberTypeValue(event.target.value, schemaType))}
    >
      {!chosen || !required ? <option value="">{emptyText}</option> : null}
      {missing ? <option value={chosen}>{types.isLoading ? 'Loading…' : chosen}</option> : null}
      {list.map((type) => (
        <option key={type.id} value={String(type.id)}>
          {type.type}
        </option>
      ))}
    </HTMLSelect>
  );
}
