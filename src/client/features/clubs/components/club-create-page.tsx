import '../clubs.css';
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../lib/toaster';
import { useCreateClub, type ClubInput } from '../api/use-create-club';
import { ClubForm, reportClubSaveFailure } from './club-form';
import { LinkButton } from '../../../components/link-button';

/** '/clubs/create' (spec 1 section 2.12): on success a toast and back to the list. */
export function ClubCreatePage() {
  const create = useCreateClub();
  const navigate = useNavigate();

  const submit = (club: ClubInput) =>
    create.mutate(club, {
      onSuccess: () => {
        void showToast('Club has been created successfully');
        navigate('/clubs');
      },
      onError: reportClubSaveFailure,
    });

  return (
    <section className="cms-clubs cms-clubs--form">
      <PageHeader
        title="Create New Club"
        actions={<LinkButton to="/clubs" icon="arrow-left" text="Clubs" minimal />}
      />
      <Card className="cms-form-card">
        <ClubForm
          submitText="Create"
          saving={create.isPending}
          error={create.error}
          onDismissError={create.reset}
          onSubmit={submit}
        />
      </Card>
    </section>
  );
}
