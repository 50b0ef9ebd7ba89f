import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list: its fields, with the item's buttons (remove, and move when orderable) beside them. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  return (
    <li className={`cms-array-item ${className}`}>
      <div className="cms-array-item__content">{children}</div>
      {hasToolbar ? (
        <div className="cms-array-item__buttons">
          {/* eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render */}
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      ) : null}
    </li>
  );
}
