import { defineMessages } from '../../../i18n/messages';

/**
 * The texts of the officer's "sent back" panel on the home page (issue 27). Plain `{name}` arguments
 * only, as the rest of the home page: it may paint before the ICU formatter has loaded.
 */
export const sentBackMessages = defineMessages({
  title: { id: 'homeSentBack.title', defaultMessage: 'Projects sent back to your club' },
  intro: {
    id: 'homeSentBack.intro',
    defaultMessage: 'A reviewer asked for changes. Change each project and submit it again.',
  },
  loading: { id: 'homeSentBack.loading', defaultMessage: 'Loading projects sent back' },
  reason: { id: 'homeSentBack.reason', defaultMessage: 'Reason: {reason}' },
  change: { id: 'homeSentBack.change', defaultMessage: 'Change and submit again' },
  changeNamed: { id: 'homeSentBack.changeNamed', defaultMessage: 'Change and submit again: {title}' },
  more: { id: 'homeSentBack.more', defaultMessage: 'All projects sent back ({count})' },
});
