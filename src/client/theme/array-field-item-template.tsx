import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTableLayout } from './table-layout';

/**
 * One item of a list: its fields, with the item's buttons (remove, and move when orderable) beside
 * them. In a list shown as a table it is a row: the item's cells, then a cell with its buttons.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const tableLayout = useTableLayout();
  const ArrayFieldItemButtonsTemplate = getTemplate(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions(uiSchema),
  );
  if (tableLayout === 'row') {
    return (
      <tr className={`cms-array-row ${className}`}>
        {children}
        <td className="cms-array-row__buttons">
          {/* eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render */}
          {hasToolbar ? <ArrayFieldItemButtonsTemplate {...buttonsProps} /> : null}
        </td>
      </tr>
    );
  }
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
