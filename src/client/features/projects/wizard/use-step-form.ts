import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { translateForm } from '../../../form-engine/overlays/translate-form';
import { useFolderOverlay } from '../../../form-engine/overlays/use-folder-overlay';
import type { StepForm } from './step-form-kit';

/**
 * A wizard form's ui-schema in the app's language: its field titles, options, placeholders, help and
 * button by its folder's overlay (schemas/projects/<folder>/i18n). The schema stays as written, so its
 * precompiled validator still knows it; English is the ui-schema itself. Null while the overlay loads.
 */
export function useTranslatedUiSchema(form: Pick<StepForm, 'folder' | 'schema'>, uiSchema: UiSchema) {
  const texts = useFolderOverlay(form.folder);
  return useMemo(() => {
    if (texts.language === 'en') return uiSchema;
    if (!texts.ready) return null;
    return translateForm(form.schema, uiSchema, texts.translate).uiSchema;
  }, [form.schema, uiSchema, texts.language, texts.ready, texts.translate]);
}

/**
 * A step's add form in the app's language (see useTranslatedUiSchema): the same object in English,
 * null while a Sinhala or Tamil overlay loads.
 */
export function useStepForm(form: StepForm): StepForm | null {
  const uiSchema = useTranslatedUiSchema(form, form.uiSchema);
  return useMemo(
    () => (uiSchema === null ? null : uiSchema === form.uiSchema ? form : { ...form, uiSchema }),
    [form, uiSchema],
  );
}
