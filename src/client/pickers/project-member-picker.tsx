import type { WidgetProps } from '@rjsf/utils';
import { MemberPicker } from './member-picker';

/**
 * `ui:widget: 'project-member-picker'`: the member picker over the members a service project may
 * name (`source: 'project'`; the project is `formContext.projectUuid`). `ui:options.multiple: true`
 * holds a list of uuids (the participants), else one uuid (a committee member, a contributor).
 */
export function ProjectMemberPicker(props: WidgetProps) {
  return <MemberPicker {...props} options={{ ...props.options, source: 'project' }} />;
}
