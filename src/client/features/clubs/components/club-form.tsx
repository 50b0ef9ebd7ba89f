import { Intent } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import clubSchemaJson from '../../../../../schemas/entities/club/schema.json';
import clubUiSchemaJson from '../../../../../schemas/entities/club/ui-schema.json';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError, fieldErrorsOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import type { BlueprintFormContext } from '../../../theme';
import type { Translate } from '../../../i18n/messages';
import { formatSimply } from '../../../i18n/simple-format';
import { useT } from '../../../i18n/translator';
import { EntityForm } from '../../../form-engine/entity-form';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns } from '../../../generated/validators/club';
import { RegionSelect } from '../../../pickers/region-select';
import { ZoneSelect, type ZoneSelectContext } from '../../../pickers/zone-select';
import type { ClubInput } from '../api/use-create-club';
import { clubMessages } from '../messages';
import { clubPayload, nextClubFormData, validationLines, type ClubFormData } from './club-form-data';

const clubSchema = clubSchemaJson as RJSFSchema;
const clubUiSchema = clubUiSchemaJson as UiSchema;
const clubValidator = precompiledValidator(validateFns, clubSchema);
const clubWidgets = { 'region-select': RegionSelect, 'zone-select': ZoneSelect };

/** The snackbar of a club form that failed validation (spec 1 section 8), in English. */
export const VALIDATION_SNACKBAR = clubMessages.validationSnackbar.defaultMessage;

/**
 * Scrolls up to the alert at the top of the page; a validation failure also raises the snackbar, in
 * the language of `t`.
 */
function scrollToAlert(validation: boolean, t: Translate): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  if (validation) void showToast(t(clubMessages.validationSnackbar), Intent.WARNING);
}

/**
 * What the user sees when saving a club fails (spec 1 section 8): the alert, with the page scrolled to
 * it, and for the server's 422 also the validation snackbar. `t` is the page's translator (English,
 * as written, when none is given).
 */
export function reportClubSaveFailure(error: unknown, t: Translate = formatSimply): void {
  scrollToAlert(error instanceof ApiError && error.status === 422, t);
}

/** Props of the club form (create and edit). */
export interface ClubFormProps {
  /** The club to edit (with its zone's region); omit for an empty form. */
  initial?: ClubFormData;
  /** The submit button's text: 'Create' or 'Update'. */
  submitText: string;
  /** True while the request is on its way (the button spins). */
  saving: boolean;
  /** The last failure of the request: its lines fill the alert, a 422's fields show under each field. */
  error: Error | null;
  /** Called when the user dismisses the alert. */
  onDismissError: () => void;
  /** Called with the request body of a valid form (the region left out). */
  onSubmit: (club: ClubInput) => void;
}

/**
 * Club Name, Region, Zone and Status (spec 1 section 2.12) under a dismissible alert. The region
 * chooses which zones the zone select offers; a new region clears the zone.
 */
export function ClubForm({ initial, submitText, saving, error, onDismissError, onSubmit }: ClubFormProps) {
  const t = useT();
  const [data, setData] = useState<ClubFormData>(() => initial ?? {});
  const [invalid, setInvalid] = useState<string[] | null>(null);
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...clubUiSchema, 'ui:submitButtonOptions': { submitText } }),
    [submitText],
  );
  const formContext = useMemo<BlueprintFormContext & ZoneSelectContext>(
    () => ({ regionUuid: data.region ?? null }),
    [data.region],
  );
  const serverErrors = fieldErrorsOf(error);
  const lines = invalid ?? (error ? (error instanceof ApiError ? error.lines : [error.message]) : null);

  return (
    <>
      <ErrorAlert
        lines={lines}
        onDismiss={() => {
          setInvalid(null);
          onDismissError();
        }}
      />
      <EntityForm<ClubFormData>
        schema={clubSchema}
        uiSchema={uiSchema}
        validator={clubValidator}
        widgets={clubWidgets}
        formContext={formContext}
        formData={data}
        loading={saving}
        serverErrors={serverErrors}
        onChange={(next) => setData((previous) => nextClubFormData(previous, next))}
        onError={(errors) => {
          setInvalid(validationLines(errors));
          scrollToAlert(true, t);
        }}
        onSubmit={(values) => {
          setInvalid(null);
          onSubmit(clubPayload(values));
        }}
      />
    </>
  );
}
