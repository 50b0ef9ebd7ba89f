import '../zones.css';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import type { ZoneInput } from '../api/use-create-zone';
import { useUpdateZone } from '../api/use-update-zone';
import { useZoneInfo } from '../api/use-zone-info';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { zoneMessages } from '../messages';
import { ZoneForm } from './zone-form';

/**
 * '/zone/edit/:id' (spec 1 section 2.13): the zone's fields prefilled and an Update button; on
 * success a toast and back to the list, on failure the alert with the page scrolled to the top.
 */
export function ZoneEditPage() {
  const t = useT();
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const info = useZoneInfo(id);
  const update = useUpdateZone(id);
  const zone = info.data;
  const formData = useMemo<Partial<ZoneInput> | undefined>(
    () => zone && { lions_club_region: zone.region.uuid, name: zone.name, status: zone.status },
    [zone],
  );

  const submit = (values: ZoneInput) =>
    update.mutate(values, {
      onSuccess: () => {
        void showToast(t(zoneMessages.updated));
        navigate('/zone');
      },
      onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    });

  const validId = Number.isInteger(id) && id > 0;
  let body;
  if (!validId || info.isError) {
    const notFound = !validId || (info.error instanceof ApiError && info.error.status === 404);
    body = (
      <NonIdealState
        icon={notFound ? 'search' : 'error'}
        title={notFound ? t(zoneMessages.notFound) : t(zoneMessages.loadFailed)}
        description={info.error instanceof ApiError && !notFound ? info.error.lines.join(' ') : undefined}
      />
    );
  } else if (!formData) {
    body = <Spinner aria-label={t(zoneMessages.loadingZone)} />;
  } else {
    body = (
      <ZoneForm
        formData={formData}
        submitText={t(zoneMessages.update)}
        saving={update.isPending}
        error={update.error}
        onDismissError={update.reset}
        onSubmit={submit}
      />
    );
  }

  return (
    <section className="cms-zones cms-zones--form">
      <PageHeader
        title={t(zoneMessages.editTitle)}
        actions={<LinkButton to="/zone" icon="arrow-left" text={t(zoneMessages.backToList)} minimal />}
      />
      <Card className="cms-form-card">{body}</Card>
    </section>
  );
}
