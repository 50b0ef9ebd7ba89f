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
import { ZoneForm } from './zone-form';

/**
 * '/zone/edit/:id' (spec 1 section 2.13): the zone's fields prefilled and an Update button; on
 * success a toast and back to the list, on failure the alert with the page scrolled to the top.
 */
export function ZoneEditPage() {
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
        void showToast('Zone has been updated successfully');
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
        title={notFound ? 'Zone not found' : 'The zone could not be loaded'}
        description={info.error instanceof ApiError && !notFound ? info.error.lines.join(' ') : undefined}
      />
    );
  } else if (!formData) {
    body = <Spinner aria-label="Loading the zone" />;
  } else {
    body = (
      <ZoneForm
        formData={formData}
        submitText="Update"
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
        title="Edit Zone"
        actions={<LinkButton to="/zone" icon="arrow-left" text="Zones" minimal />}
      />
      <Card className="cms-form-card">{body}</Card>
    </section>
  );
}
