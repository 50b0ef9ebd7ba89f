import '../zones.css';
import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../lib/toaster';
import { useCreateZone, type ZoneInput } from '../api/use-create-zone';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { zoneMessages } from '../messages';
import { ZoneForm } from './zone-form';

/**
 * '/zone/create' (spec 1 section 2.13): on success a toast, and an empty form for the next zone; on
 * failure the alert, with the page scrolled to the top where it shows.
 */
export function ZoneCreatePage() {
  const t = useT();
  const create = useCreateZone();
  // A new key mounts a fresh, empty form (values and error marks gone).
  const [formKey, setFormKey] = useState(0);

  const submit = (zone: ZoneInput) =>
    create.mutate(zone, {
      onSuccess: () => {
        void showToast(t(zoneMessages.created));
        setFormKey((key) => key + 1);
      },
      onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    });

  return (
    <section className="cms-zones cms-zones--form">
      <PageHeader
        title={t(zoneMessages.createNew)}
        actions={<LinkButton to="/zone" icon="arrow-left" text={t(zoneMessages.backToList)} minimal />}
      />
      <Card className="cms-form-card">
        <ZoneForm
          key={formKey}
          submitText={t(zoneMessages.create)}
          saving={create.isPending}
          error={create.error}
          onDismissError={create.reset}
          onSubmit={submit}
        />
      </Card>
    </section>
  );
}
