import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** The `ui:help` text under a field ('Max Size 500Kb', '200px X 200px'), muted even beside errors. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className="cms-field-help">
      {help}
    </div>
  );
}
