import { getTemplate, type WidgetProps } from '@rjsf/utils';

/**
 * A date (`format: 'date'` or `ui:widget: 'date'`): the browser's date input, whose value is
 * YYYY-MM-DD, the form dates travel in. A cleared date becomes `undefined`, so `required` catches it.
 */
export function DateWidget(props: WidgetProps) {
  const { onChange, options, registry } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  return (
    // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
    <BaseInputTemplate {...props} type="date" onChange={(value: unknown) => onChange(value || undefined)} />
  );
}
