import { NonIdealState } from '@blueprintjs/core';
import { useT } from '../../../i18n/translator';
import { homeMessages } from '../messages';

/** What the home overview shows a role that acts for no club yet: choose one above (spec 1 section 2.8). */
export function ChooseClubPrompt() {
  const t = useT();
  return (
    <NonIdealState
      className="cms-home__choose"
      icon="office"
      title={t(homeMessages.chooseClub)}
      description={t(homeMessages.chooseClubHint)}
    />
  );
}
