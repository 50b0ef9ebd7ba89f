import { Button, Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { MemberAvatar } from '../../../components/member-avatar';
import { useT } from '../../../i18n/translator';
import { profileMessages } from '../messages';
import type { Profile } from '../profile-form';
import '../profile.css';

/** Props of the profile's info card. */
export interface ProfileInfoCardProps {
  /** The signed-in member's profile. */
  profile: Profile;
  /** Opens the Edit Profile dialog. */
  onEdit: () => void;
}

/** A value of the card, or a dash when the member has none. */
function orDash(value: string | null | undefined): string {
  return value ? value : '–';
}

/**
 * The info card of '/profile' (spec 1 section 2.9): back and edit actions, the avatar, display name
 * and club, then Membership ID, Mobile, Member Since, Member Spouse and Birthday (dates DD/MM/YYYY).
 */
export function ProfileInfoCard({ profile, onEdit }: ProfileInfoCardProps) {
  const t = useT();
  const navigate = useNavigate();
  const details: [string, string][] = [
    [t(profileMessages.membershipId), orDash(profile.international_id)],
    [t(profileMessages.mobile), orDash(profile.mobile)],
    [t(profileMessages.memberSince), orDash(formatDisplayDate(profile.member_since))],
    [t(profileMessages.memberSpouse), orDash(profile.spouse)],
    [t(profileMessages.birthday), orDash(formatDisplayDate(profile.birth_day))],
  ];
  return (
    <Card className="cms-profile-card" elevation={1}>
      <section aria-label={t(profileMessages.details)}>
        <div className="cms-profile-card__actions">
          <Button
            variant="minimal"
            icon="arrow-left"
            aria-label={t(profileMessages.goBack)}
            title={t(profileMessages.back)}
            onClick={() => navigate(-1)}
          />
          <Button variant="outlined" icon="edit" text={t(profileMessages.edit)} onClick={onEdit} />
        </div>
        <div className="cms-profile-card__who">
          <MemberAvatar name={profile.display_name} image={profile.profile_image} size={96} />
          <div className="cms-profile-card__name">{profile.display_name}</div>
          {profile.club ? <div className="cms-profile-card__club">{profile.club.name}</div> : null}
        </div>
        <dl className="cms-profile-card__details">
          {details.map(([label, value]) => (
            <div key={label} className="cms-profile-card__detail">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
