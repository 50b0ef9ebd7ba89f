import type { WidgetProps } from '@rjsf/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorNote } from '../theme';
import { LoadedSelect, loadStateText } from '../form-engine/widgets/loaded-select';
import type { MemberPickerContext } from './member-picker-members';
import { useOfficeMembers, type OfficeMember } from './officer-picker-query';

/** Props of the select over the holders of an office. */
export interface OfficeHolderSelectProps {
  /** The rjsf widget props of the field (its value: the chosen member's uuid). */
  widget: WidgetProps;
  /** The holders' list as loaded; the pickers differ only in where it comes from. */
  holders: Pick<UseQueryResult<OfficeMember[]>, 'data' | 'isLoading' | 'isError' | 'error'>;
  /** What the list holds, in the plural ('officers', 'zone chairpersons'), for its load states. */
  noun: string;
}

/** An option's text: the holder's name and club, since two clubs may have members of one name. */
export function officeHolderLabel(holder: OfficeMember): string {
  return holder.club ? `${holder.name} (${holder.club})` : holder.name;
}

/**
 * The drop-down shared by the officer and chairperson pickers: the holders by name and club,
 * answering the member's uuid. A prefilled member missing from the list (no longer in office) keeps
 * their name from `formContext.knownMembers`. A failed load says why under an empty list (spec 2).
 */
export function OfficeHolderSelect({ widget, holders, noun }: OfficeHolderSelectProps) {
  const chosen = typeof widget.value === 'string' ? widget.value : '';
  const { knownMembers } = (widget.registry.formContext ?? {}) as MemberPickerContext;
  const options = holders.isError
    ? []
    : (holders.data ?? []).map((holder) => ({ value: holder.uuid, label: officeHolderLabel(holder) }));
  const subject = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return (
    <>
      <LoadedSelect
        widget={widget}
        chosen={chosen}
        options={options}
        loading={holders.isLoading}
        emptyText={loadStateText(holders, noun, widget.placeholder || `Select from the ${noun}`)}
        missingLabel={knownMembers?.[chosen]?.display_name}
      />
      {holders.isError ? <LoadErrorNote subject={subject} error={holders.error} /> : null}
    </>
  );
}

/**
 * `ui:widget: 'officer-picker'`: the members holding the office `ui:options.roleCode` today
 * (e.g. FIRST_VICE_DISTRICT_GOVERNOR), from GET /api/office-member/{roleCode}/list.
 */
export function OfficerPicker(props: WidgetProps) {
  const roleCode = typeof props.options.roleCode === 'string' ? props.options.roleCode : undefined;
  const holders = useOfficeMembers(roleCode);
  return <OfficeHolderSelect widget={props} holders={holders} noun="officers" />;
}
