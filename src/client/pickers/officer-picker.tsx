import type { WidgetProps } from '@rjsf/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorNote } from '../theme';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import type { MessageDescriptor } from '../i18n/messages';
import { useT } from '../i18n/translator';
import { loadStateText, type LoadStateTexts } from './load-state-text';
import type { MemberPickerContext } from './member-picker-members';
import { pickersMessages } from './messages';
import { useOfficeMembers, type OfficeMember } from './officer-picker-query';

/** Props of the select over the holders of an office. */
export interface OfficeHolderSelectProps {
  /** The rjsf widget props of the field (its value: the chosen member's uuid). */
  widget: WidgetProps;
  /** The holders' list as loaded; the pickers differ only in where it comes from. */
  holders: Pick<UseQueryResult<OfficeMember[]>, 'data' | 'isLoading' | 'isError' | 'error'>;
  /** The list's sentences: loading, failed, and the empty option's ('Select from the officers'). */
  texts: OfficeHolderTexts;
}

/** The sentences of a list of office holders. */
export interface OfficeHolderTexts extends LoadStateTexts {
  /** The empty option when the field gives no placeholder: 'Select from the officers'. */
  choose: MessageDescriptor;
}

/** The officers' sentences. */
const OFFICER_TEXTS: OfficeHolderTexts = {
  loading: pickersMessages.officersLoading,
  failed: pickersMessages.officersFailed,
  choose: pickersMessages.officersChoose,
};

/** An option's text: the holder's name and club, since two clubs may have members of one name. */
export function officeHolderLabel(holder: OfficeMember): string {
  return holder.club ? `${holder.name} (${holder.club})` : holder.name;
}

/**
 * The drop-down shared by the officer and chairperson pickers: the holders by name and club,
 * answering the member's uuid. A prefilled member missing from the list (no longer in office) keeps
 * their name from `formContext.knownMembers`. A failed load says why under an empty list (spec 2).
 */
export function OfficeHolderSelect({ widget, holders, texts }: OfficeHolderSelectProps) {
  const t = useT();
  const chosen = typeof widget.value === 'string' ? widget.value : '';
  const { knownMembers } = (widget.registry.formContext ?? {}) as MemberPickerContext;
  const options = holders.isError
    ? []
    : (holders.data ?? []).map((holder) => ({ value: holder.uuid, label: officeHolderLabel(holder) }));
  return (
    <>
      <LoadedSelect
        widget={widget}
        chosen={chosen}
        options={options}
        loading={holders.isLoading}
        emptyText={loadStateText(t, holders, texts, widget.placeholder || t(texts.choose))}
        missingLabel={knownMembers?.[chosen]?.display_name}
      />
      {holders.isError ? <LoadErrorNote failure={t(texts.failed)} error={holders.error} /> : null}
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
  return <OfficeHolderSelect widget={props} holders={holders} texts={OFFICER_TEXTS} />;
}
