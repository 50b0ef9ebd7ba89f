import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** An e-mail input (`format: 'email'` or `ui:widget: 'email'`): phones show the e-mail keyboard. */
export function EmailWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
  return <BaseInputTemplate {...props} type="email" />;
}
