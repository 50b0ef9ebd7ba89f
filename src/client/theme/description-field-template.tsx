import { Classes } from '@blueprintjs/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or object's description: muted text (plain text, no markdown). */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={Classes.TEXT_MUTED}>
      {description}
    </div>
  );
}
