/** One measured data size of the throughput plot. */
export interface ThroughputPoint {
  problems: number;
  bareRps: number;
  realRps: number;
  /** Median of the rounds' ratios, as the tables show it. */
  ratio: number;
}

const width = 680;
const height = 380;
const margin = { left: 72, right: 24, top: 48, bottom: 56 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * An SVG line chart of the dashboard's first page, requests per second against the number of
 * problems (log scale), the bare server's beside Upsolve's, each Upsolve point labelled with its
 * requests per second and ratio. Hand-built text: the chart has two lines and no interaction.
 */
export function throughputSvg(points: readonly ThroughputPoint[], caption: string): string {
  const sorted = [...points].sort((a, b) => a.problems - b.problems);
  const minLog = Math.log10((sorted[0]?.problems ?? 1) / 1.5);
  const maxLog = Math.log10((sorted.at(-1)?.problems ?? 10) * 1.5);
  const yMax = niceCeiling(Math.max(1, ...sorted.map((point) => point.bareRps)));
  const x = (problems: number) =>
    margin.left + ((Math.log10(problems) - minLog) / (maxLog - minLog)) * plotWidth;
  const y = (rps: number) => margin.top + plotHeight - (rps / yMax) * plotHeight;
  const line = (pick: (point: ThroughputPoint) => number) =>
    sorted.map((point) => `${x(point.problems).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(' ');

  const yTicks = Array.from({ length: 6 }, (_, index) => (yMax / 5) * index);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${escape(caption)}</text>`,
    ...yTicks.map(
      (tick) =>
        `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e5e5e5"/>` +
        `<text x="${margin.left - 8}" y="${y(tick) + 4}" text-anchor="end">${Math.round(tick).toLocaleString('en')}</text>`,
    ),
    ...sorted.map(
      (point) =>
        `<text x="${x(point.problems)}" y="${height - margin.bottom + 18}" text-anchor="middle">${point.problems.toLocaleString('en')}</text>`,
    ),
    `<text x="${margin.left + plotWidth / 2}" y="${height - 14}" text-anchor="middle">problems in the embedded database (log scale)</text>`,
    `<text transform="translate(18 ${margin.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">requests per second</text>`,
    `<polyline points="${line((point) => point.bareRps)}" fill="none" stroke="#888888" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<polyline points="${line((point) => point.realRps)}" fill="none" stroke="#1f6feb" stroke-width="2.5"/>`,
    ...sorted.map((point) => {
      const cx = x(point.problems);
      const label = `${Math.round(point.realRps).toLocaleString('en')} req/s, ratio ${point.ratio.toFixed(3)}`;
      return (
        `<circle cx="${cx}" cy="${y(point.bareRps)}" r="4" fill="#888888"/>` +
        `<circle cx="${cx}" cy="${y(point.realRps)}" r="4" fill="#1f6feb"/>` +
        `<text x="${cx}" y="${y(point.realRps) - 10}" text-anchor="middle" fill="#1f6feb">${label}</text>`
      );
    }),
    `<line x1="${margin.left + 12}" x2="${margin.left + 40}" y1="${margin.top + 8}" y2="${margin.top + 8}" stroke="#888888" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<text x="${margin.left + 46}" y="${margin.top + 12}">bare node:http server, same bytes</text>`,
    `<line x1="${margin.left + 12}" x2="${margin.left + 40}" y1="${margin.top + 26}" y2="${margin.top + 26}" stroke="#1f6feb" stroke-width="2.5"/>`,
    `<text x="${margin.left + 46}" y="${margin.top + 30}">Upsolve</text>`,
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
