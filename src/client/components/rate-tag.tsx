import './rate-tag.css';
import { Classes, Intent } from '@blueprintjs/core';
import { pointRateBand, type PointRateBand } from '../../shared/rates/point-rate-band';

const BAND_INTENTS: Readonly<Record<PointRateBand, Intent>> = {
  red: Intent.DANGER,
  orange: Intent.WARNING,
  yellow: Intent.NONE,
  green: Intent.SUCCESS,
};

/** Props of the rate tag. */
export interface RateTagProps {
  /** The rate in percent; its band (0-35 red, 36-55 orange, 56-65 yellow, 66-100 green) colours it. */
  rate: number;
}

/**
 * An administration rate as a round tag in its band's colour. Blueprint's Tag markup without its
 * component: Tag's text measures itself after each draw (a forced layout and a second commit on the
 * home page's first load, issue 15).
 */
export function RateTag({ rate }: RateTagProps) {
  const band = pointRateBand(rate);
  return (
    <span
      className={`${Classes.TAG} ${Classes.ROUND} ${Classes.intentClass(BAND_INTENTS[band])} cms-rate cms-rate--${band}`}
    >
      {rate}%
    </span>
  );
}
