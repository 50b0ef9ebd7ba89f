import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** A one-line text (or number) input, through the registry's BaseInputTemplate. */
export function TextWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
  return <BaseInputTemplate {...props} />;
}
