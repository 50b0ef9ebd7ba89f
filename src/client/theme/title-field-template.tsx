import { Classes, H5 } from '@blueprintjs/core';
import type { TitleFieldProps } from '@rjsf/utils';

/** The title of a nested object or a list: a small heading, with a `*` when required. */
export function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  return (
    <H5 id={id}>
      {title}
      {required ? <span className={Classes.TEXT_MUTED}> *</span> : null}
      {optionalDataControl ? <span> {optionalDataControl}</span> : null}
    </H5>
  );
}
