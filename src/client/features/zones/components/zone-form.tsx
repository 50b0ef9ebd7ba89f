import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import zoneSchemaJson from '../../../../../schemas/entities/zone/schema.json';
import zoneUiSchemaJson from '../../../../../schemas/entities/zone/ui-schema.json';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError, fieldErrorsOf } from '../../../lib/api-error';
import { EntityForm } from '../../../form-engine/entity-form';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns } from '../../../generated/validators/zone';
import { RegionSelect } from '../../../pickers/region-select';
import type { ZoneInput } from '../api/use-create-zone';

const zoneSchema = zoneSchemaJson as RJSFSchema;
const zoneUiSchema = zoneUiSchemaJson as UiSchema;
const zoneValidator = precompiledValidator(validateFns, zoneSchema);
const zoneWidgets = { 'region-select': RegionSelect };

/** Props of the zone form (create and edit). */
export interface ZoneFormProps {
  /** The zone to edit; omit for an empty form. */
  formData?: Partial<ZoneInput>;
  /** The submit button's text: 'Create' or 'Update'. */
  submitText: string;
  /** True while the request is on its way (the button spins). */
  saving: boolean;
  /** The last failure of the request: its lines fill the alert, a 422's fields show under each field. */
  error: Error | null;
  /** Called when the user dismisses the alert. */
  onDismissError: () => void;
  /** Called with the valid zone. */
  onSubmit: (zone: ZoneInput) => void;
}

/** The lines of the alert for a failure. */
function alertLines(error: Error | null): string[] | null {
  if (!error) return null;
  return error instanceof ApiError ? error.lines : [error.message];
}

/** Region, Zone Name and Status (spec 1 section 2.13) under a dismissible alert. */
export function ZoneForm({ formData, submitText, saving, error, onDismissError, onSubmit }: ZoneFormProps) {
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...zoneUiSchema, 'ui:submitButtonOptions': { submitText } }),
    [submitText],
  );
  const serverErrors = fieldErrorsOf(error);
  return (
    <>
      <ErrorAlert lines={alertLines(error)} onDismiss={onDismissError} />
      <EntityForm<Partial<ZoneInput>>
        schema={zoneSchema}
        uiSchema={uiSchema}
        validator={zoneValidator}
        widgets={zoneWidgets}
        formData={formData}
        loading={saving}
        serverErrors={serverErrors}
        onSubmit={(zone) => onSubmit(zone as ZoneInput)}
      />
    </>
  );
}
