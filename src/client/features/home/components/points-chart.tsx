import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useId } from 'react';
import { Chart as ChartView } from 'react-chartjs-2';
import { MONTH_NAME_MESSAGES } from '../../../components/messages';
import { useT } from '../../../i18n/translator';
import type { ClubStanding } from '../api/use-club-standing';
import { homeMessages } from '../messages';
import { formatOverviewNumber } from '../overview-format';

// Only the parts this chart draws, so the chunk carries no other chart type.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** Props of the points chart. */
export interface PointsChartProps {
  /** The club's months so far: its approved points and the district median of each. */
  months: ClubStanding['months'];
}

/**
 * The club's approved points month by month (bars) against the district median (a line), issue 14.
 * Loaded on its own (chart.js), only when asked for; the same numbers follow as a table, the chart's
 * text alternative.
 */
export function PointsChart({ months }: PointsChartProps) {
  const t = useT();
  const captionId = useId();
  const names = months.map((m) => t(MONTH_NAME_MESSAGES[Number(m.month) - 1]!));
  const club = t(homeMessages.chartClub);
  const median = t(homeMessages.chartMedian);
  return (
    <figure className="cms-points-chart" aria-labelledby={captionId}>
      <div className="cms-points-chart__canvas">
        <ChartView
          type="bar"
          aria-hidden="true"
          data={{
            labels: names,
            datasets: [
              { type: 'bar', label: club, data: months.map((m) => m.points), backgroundColor: '#2d72d2' },
              {
                type: 'line',
                label: median,
                data: months.map((m) => m.district_median),
                borderColor: '#c87619',
                backgroundColor: '#c87619',
              },
            ],
          }}
          options={{ maintainAspectRatio: false, animation: false, scales: { y: { beginAtZero: true } } }}
        />
      </div>
      <table className="bp6-html-table bp6-compact cms-points-chart__table">
        <caption id={captionId}>{t(homeMessages.chartTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(homeMessages.chartMonth)}</th>
            <th scope="col">{club}</th>
            <th scope="col">{median}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{names[i]}</th>
              <td>{formatOverviewNumber(m.points)}</td>
              <td>{formatOverviewNumber(m.district_median)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
