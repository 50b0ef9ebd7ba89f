import { ZONE_GRID_STATUSES } from '../../../../../shared/reports/zone-grid-status';
import { useT } from '../../../../i18n/translator';
import { zoneGridMessages } from '../messages';
import { STATUS_HINTS, STATUS_TEXTS } from '../status-texts';

/** The grid's legend: each status's colour and word, and what the points mean. */
export function ZoneGridLegend() {
  const t = useT();
  return (
    <div className="cms-zone-grid__legend">
      <h2 className="cms-zone-grid__legend-title">{t(zoneGridMessages.legend)}</h2>
      <ul className="cms-zone-grid__legend-list">
        {ZONE_GRID_STATUSES.map((status) => {
          const hint = STATUS_HINTS[status];
          return (
            <li key={status} className="cms-zone-grid__legend-item">
              <span className={`cms-zone-grid__swatch cms-zone-grid__cell--${status}`}>
                {t(STATUS_TEXTS[status])}
              </span>
              {hint ? <span className="cms-zone-grid__hint">{t(hint)}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className="cms-zone-grid__note">{t(zoneGridMessages.pointsNote)}</p>
    </div>
  );
}
