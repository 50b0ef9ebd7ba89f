import '../clubs.css';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import type { ClubInput } from '../api/use-create-club';
import { useClubInfo } from '../api/use-club-info';
import { useUpdateClub } from '../api/use-update-club';
import { ClubForm, reportClubSaveFailure } from './club-form';
import { clubFormDataOf } from './club-form-data';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { clubMessages } from '../messages';

/**
 * '/clubs/edit/:uuid' (spec 1 section 2.12): the club loads on open; the form shows it with its
 * zone's region, which filters the zone select. On success a toast and back to the list.
 */
export function ClubEditPage() {
  const t = useT();
  const uuid = useParams().uuid ?? '';
  const navigate = useNavigate();
  const info = useClubInfo(uuid);
  const update = useUpdateClub(uuid);

  const submit = (club: ClubInput) =>
    update.mutate(club, {
      onSuccess: () => {
        void showToast(t(clubMessages.updated));
        navigate('/clubs');
      },
      onError: (error) => reportClubSaveFailure(error, t),
    });

  let body;
  if (info.isError) {
    // The server answers 404 also for a club of another club's officer; 422 for a malformed uuid.
    const notFound = info.error instanceof ApiError && [404, 422].includes(info.error.status);
    body = (
      <NonIdealState
        icon={notFound ? 'search' : 'error'}
        title={notFound ? t(clubMessages.notFound) : t(clubMessages.loadFailed)}
        description={info.error instanceof ApiError && !notFound ? info.error.lines.join(' ') : undefined}
      />
    );
  } else if (!info.data) {
    body = <Spinner aria-label={t(clubMessages.loadingClub)} />;
  } else {
    body = (
      <ClubForm
        // Another club starts the form again from its values; a background reload does not undo edits.
        key={info.data.uuid}
        initial={clubFormDataOf(info.data)}
        submitText={t(clubMessages.update)}
        saving={update.isPending}
        error={update.error}
        onDismissError={update.reset}
        onSubmit={submit}
      />
    );
  }

  return (
    <section className="cms-clubs cms-clubs--form">
      <PageHeader
        title={t(clubMessages.editTitle)}
        actions={<LinkButton to="/clubs" icon="arrow-left" text={t(clubMessages.backToList)} minimal />}
      />
      <Card className="cms-form-card">{body}</Card>
    </section>
  );
}
