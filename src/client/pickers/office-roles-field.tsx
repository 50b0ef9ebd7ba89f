import { Button, Intent } from '@blueprintjs/core';
import {
  getTemplate,
  getUiOptions,
  type FieldProps,
  type ObjectFieldTemplateProps,
  type IconButtonProps,
  type Registry,
  type UiSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type MouseEvent } from 'react';
import type { Translate } from '../i18n/messages';
import { formatSimply } from '../i18n/simple-format';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import { useT } from '../i18n/translator';
import { loadStateText } from './load-state-text';
import { pickersMessages } from './messages';

/** An office role as the lookup answers it. */
export interface OfficeRoleOption {
  role_name: string;
  role_code: string;
}

/** The query key of every office role (GET /api/office-role/list/se=). */
export const OFFICE_ROLES_QUERY_KEY = ['office-roles', 'all'] as const;

/** Every office role (role_name, role_code), for the office-role pickers of the member forms. */
export function useOfficeRoles() {
  return useQuery({
    queryKey: OFFICE_ROLES_QUERY_KEY,
    queryFn: async () =>
      (await unwrap(api.GET('/api/office-role/list/se={search}', { params: { path: { search: '' } } }))).data,
    // The roles are fixed by the organisation.
    staleTime: 10 * 60_000,
  });
}

/**
 * The roles a picker offers: all, or only the codes the acting role may grant (the policy's
 * assignableRoles, which the server enforces too).
 */
export function officeRoleChoices(
  roles: readonly OfficeRoleOption[],
  assignable: readonly string[] | undefined,
): OfficeRoleOption[] {
  return assignable ? roles.filter((r) => assignable.includes(r.role_code)) : [...roles];
}

/**
 * The office role drop-down of one list item, answering the role code. `ui:options.assignable`
 * narrows the choices; a prefilled code outside them is still shown, so an edit keeps it.
 */
export function OfficeRoleSelect(props: WidgetProps) {
  const t = useT();
  const roles = useOfficeRoles();
  const assignable = Array.isArray(props.options.assignable)
    ? (props.options.assignable as string[])
    : undefined;
  const chosen = typeof props.value === 'string' ? props.value : '';
  const options = officeRoleChoices(roles.data ?? [], assignable).map((r) => ({
    value: r.role_code,
    label: r.role_name,
  }));
  return (
    <LoadedSelect
      widget={props}
      chosen={chosen}
      options={options}
      loading={roles.isLoading}
      emptyText={loadStateText(
        t,
        roles,
        { loading: pickersMessages.officeRolesLoading, failed: pickersMessages.officeRolesFailed },
        props.placeholder,
      )}
      missingLabel={roles.data?.find((r) => r.role_code === chosen)?.role_name ?? chosen}
    />
  );
}

/** The list's add button, in words: an icon alone would not say what it adds. */
function AddOfficeRoleButton({ id, className, disabled, onClick }: IconButtonProps) {
  const t = useT();
  return (
    <Button
      id={id}
      className={className}
      icon="plus"
      intent={Intent.PRIMARY}
      variant="outlined"
      text={t(pickersMessages.addOfficeRole)}
      disabled={disabled}
      // Blueprint types the event for any element; rjsf's handlers expect a button's.
      onClick={onClick ? (event) => onClick(event as MouseEvent<HTMLButtonElement>) : undefined}
    />
  );
}

/**
 * An office role row without rjsf's numbered heading ('Office Roles-1'): its fields' own labels say
 * what it is.
 */
function UntitledRow(props: ObjectFieldTemplateProps) {
  // Without ui options, getTemplate answers the theme's template, not this one.
  const ObjectFieldTemplate = getTemplate('ObjectFieldTemplate', props.registry);
  // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
  return <ObjectFieldTemplate {...props} title="" description={undefined} />;
}

/**
 * The ui-schema of the list: the role picker first and full width, the assignment's uuid hidden; `t`
 * words its placeholder (English when not given).
 */
export function officeRolesUiSchema(uiSchema: UiSchema | undefined, t: Translate = formatSimply): UiSchema {
  const { 'ui:field': _field, ...rest } = uiSchema ?? {};
  const assignable = getUiOptions(uiSchema).assignable;
  const items = (rest.items ?? {}) as UiSchema;
  return {
    ...rest,
    'ui:options': { orderable: false, ...(rest['ui:options'] ?? {}) },
    items: {
      'ui:order': ['role_code', 'date_from', 'date_to', '*'],
      'ui:ObjectFieldTemplate': UntitledRow,
      ...items,
      role_code: {
        'ui:widget': OfficeRoleSelect,
        'ui:placeholder': t(pickersMessages.selectOfficeRole),
        ...((items.role_code as UiSchema | undefined) ?? {}),
        'ui:options': { fullWidth: true, assignable },
      },
      uuid: { 'ui:widget': 'hidden' },
    },
  };
}

/**
 * `ui:field: 'office-roles-field'` (the page puts the component itself in the ui-schema): the
 * member's office roles as a list of role, date from and date to, edited with the theme's list. Each
 * item's errors (ajv's and the server's `office_roles.0.role_code`) show under its own fields.
 * `ui:options.assignable` limits the roles offered.
 */
export function OfficeRolesField(props: FieldProps) {
  const { registry, uiSchema } = props;
  const t = useT();
  const { ArrayField } = registry.fields;
  const listUiSchema = useMemo(() => officeRolesUiSchema(uiSchema, t), [uiSchema, t]);
  const listRegistry = useMemo<Registry>(
    () => ({
      ...registry,
      templates: {
        ...registry.templates,
        ButtonTemplates: { ...registry.templates.ButtonTemplates, AddButton: AddOfficeRoleButton },
      },
    }),
    [registry],
  );
  // rjsf's registry always holds its ArrayField; the check only satisfies the type.
  if (!ArrayField) return null;
  return <ArrayField {...props} uiSchema={listUiSchema} registry={listRegistry} />;
}
