import { defineServerTexts } from '../define-server-texts';

/** The daily reminder SMS of monthly reports falling due. */
export const reminderTexts = defineServerTexts({
  due: '{club}: the {activity} report for {month} is due on {date} and not yet filed. Please file it in Club CMS.',
});
