import '../clubs.css';
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../lib/toaster';
import { useCreateClub, type ClubInput } from '../api/use-create-club';
import { ClubForm, reportClubSaveFailure } from './club-form';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { clubMessages } from '../messages';

/** '/clubs/create' (spec 1 section 2.12): on success a toast and back to the list. */
export function ClubCreatePage() {
  const t = useT();
  const create = useCreateClub();
  const navigate = useNavigate();

  const submit = (club: ClubInput) =>
    create.mutate(club, {
      onSuccess: () => {
        void showToast(t(clubMessages.created));
        navigate('/clubs');
      },
      onError: (error) => reportClubSaveFailure(error, t),
    });

  return (
    <section className="cms-clubs cms-clubs--form">
      <PageHeader
        title={t(clubMessages.createNew)}
        actions={<LinkButton to="/clubs" icon="arrow-left" text={t(clubMessages.backToList)} minimal />}
      />
      <Card className="cms-form-card">
        <ClubForm
          submitText={t(clubMessages.create)}
          saving={create.isPending}
          error={create.error}
          onDismissError={create.reset}
          onSubmit={submit}
        />
      </Card>
    </section>
  );
}
