import { useEffect, useRef } from 'react';

export interface ChartSeries {
  label: string;
  data: number[];
  colour: string;
}

interface ChartProps {
  kind: 'bar' | 'line';
  /** What the chart shows, for screen readers (the numbers are in the table beside it). */
  label: string;
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  horizontal?: boolean;
}

/**
 * A Chart.js chart. The library is imported when the first chart mounts, so it is a chunk of its own
 * that only the admin dashboard loads (see docs/decisions on the chart library).
 */
export function Chart({ kind, label, labels, series, stacked = false, horizontal = false }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart: ChartJs, BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        ChartJs.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);
        chart = new ChartJs(canvas.current, {
          type: kind,
          data: { labels, datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.colour, borderColor: s.colour })) },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            maintainAspectRatio: false,
            animation: false,
            scales: { x: { stacked }, y: { stacked, beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { display: series.length > 1, position: 'bottom' } },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, series, stacked, horizontal]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
