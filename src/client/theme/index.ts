import './theme.css';
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './array-field-item-template';
import { ArrayFieldTemplate } from './array-field-template';
import { BaseInputTemplate } from './base-input-template';
import { CheckboxWidget } from './checkbox-widget';
import { DateWidget } from './date-widget';
import { DescriptionFieldTemplate } from './description-field-template';
import { EmailWidget } from './email-widget';
import { ErrorListTemplate } from './error-list-template';
import { FieldErrorTemplate } from './field-error-template';
import { FieldHelpTemplate } from './field-help-template';
import { FieldTemplate } from './field-template';
import { FileWidget } from './file-widget';
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from './icon-buttons';
import { ObjectFieldTemplate } from './object-field-template';
import { PasswordWidget } from './password-widget';
import { SelectWidget } from './select-widget';
import { SubmitButton } from './submit-button';
import { SwitchWidget } from './switch-widget';
import { TextWidget } from './text-widget';
import { TextareaWidget } from './textarea-widget';
import { TitleFieldTemplate } from './title-field-template';

export {
  blueprintFormContext,
  SubmitStateContext,
  type BlueprintFormContext,
  type SubmitState,
} from './form-context';
export {
  DEFAULT_MAX_FILE_BYTES,
  fileSlotRules,
  fileTooLargeMessage,
  type FileSlotRules,
} from './file-slot/file-slot-rules';
export { LoadErrorNote, type LoadErrorNoteProps } from './load-error-note';

/** The theme's templates; anything not listed falls back to rjsf core's. */
export function generateTemplates(): Partial<TemplatesType> {
  return {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: {
      SubmitButton,
      AddButton,
      RemoveButton,
      MoveUpButton,
      MoveDownButton,
      CopyButton,
      ClearButton,
    },
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
  };
}

/**
 * The theme's widgets by rjsf name (`ui:widget: 'file'` resolves to FileWidget); `switch` is ours.
 * Widgets not listed (radio, range, ...) fall back to rjsf core's.
 */
export function generateWidgets(): RegistryWidgetsType {
  return {
    CheckboxWidget,
    DateWidget,
    EmailWidget,
    FileWidget,
    PasswordWidget,
    SelectWidget,
    TextWidget,
    TextareaWidget,
    switch: SwitchWidget,
  };
}

/** The Blueprint theme for `withTheme`. */
export function generateTheme(): ThemeProps {
  return { templates: generateTemplates(), widgets: generateWidgets() };
}

/** rjsf's `Form` in the Blueprint theme. */
export const BlueprintForm = withTheme(generateTheme());
