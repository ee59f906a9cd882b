import { isValid, parse as parseDate } from 'date-fns';
import { parse as parseHtml } from 'node-html-parser';
import type { HTMLElement } from 'node-html-parser';
import { fetchSiteText } from '../../../lib/site-fetch.ts';
import type { OutsideSite } from '../../../lib/site-fetch.ts';
import { notAList, siteFor, toListing } from './source.ts';
import type { ContestSourceAdapter, ListedContest, SourceListing } from './source.ts';

export const atcoderSite: OutsideSite = { id: 'atcoder', label: 'AtCoder', intervalMs: 1000 };

/**
 * AtCoder has no contest API: its contests page (`{ATCODER_API}/contests/?lang=en`) holds the
 * tables `#contest-table-action` (running, only while one is), `#contest-table-upcoming` and
 * `#contest-table-recent` (the last 50 to end, about half a year, so the 90 days are all there),
 * each row being
 * `<td><a href='…timeanddate…'><time class='fixtime fixtime-full'>2026-11-28 21:00:00+0900</time></a></td>
 * <td ><span title="Algorithm">Ⓐ</span> <span class="user-blue">◉</span> <a href="/contests/abc433">name</a></td>
 * <td>01:40</td><td> - 1999</td>` (duration `HH:MM`, hours pass 99 for long heuristic contests:
 * `367:00`). `#contest-table-permanent` (practice contests, no time) is not a calendar's.
 */
const tableIds = ['contest-table-action', 'contest-table-upcoming', 'contest-table-recent'];
const timeFormat = 'yyyy-MM-dd HH:mm:ssxx';
const durationPattern = /^(\d{1,4}):([0-5]\d)$/;
const contestPathPattern = /^\/contests\/([A-Za-z0-9_-]+)\/?$/;

function rowContest(row: HTMLElement, now: number): ListedContest | { invalid: string } {
  const link = row.querySelectorAll('a').find((anchor) => {
    return contestPathPattern.test(anchor.getAttribute('href') ?? '');
  });
  const slug = contestPathPattern.exec(link?.getAttribute('href') ?? '')?.[1];
  const name = link?.text.trim() ?? '';
  if (slug === undefined) return { invalid: `${name || 'A contest'}: no contest link` };
  const label = name || `Contest ${slug}`;
  const timeText = row.querySelector('time')?.text.trim() ?? '';
  const start = parseDate(timeText, timeFormat, new Date(now));
  if (!isValid(start)) return { invalid: `${label}: no start time` };
  const cells = row.querySelectorAll('td');
  const duration = durationPattern.exec(cells[2]?.text.trim() ?? '');
  if (duration === null) return { invalid: `${label}: no duration` };
  return {
    id: slug,
    name,
    startTimeSeconds: Math.floor(start.getTime() / 1000),
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60,
    url: `https://atcoder.jp/contests/${slug}`,
  };
}

/** Reads AtCoder's contests page: its running, upcoming and recent tables, each contest once. */
export function parseAtcoder(html: string, now: number): SourceListing {
  // A page cut short may still hold the first tables whole: only a finished page is believed.
  if (!html.trimEnd().toLowerCase().endsWith('</html>')) {
    throw notAList(atcoderSite, 'sent a contests page that stops partway');
  }
  const page = parseHtml(html);
  const tables = tableIds.flatMap((id) => page.querySelector(`#${id}`) ?? []);
  if (tables.length === 0)
    throw notAList(atcoderSite, 'sent a contests page without contest tables');
  const entries = tables
    .flatMap((table) => table.querySelectorAll('tbody tr'))
    .map((row) => rowContest(row, now));
  return toListing('atcoder', entries, now);
}

export const atcoderSource: ContestSourceAdapter = {
  source: 'atcoder',
  site: atcoderSite,
  async list(call) {
    const url = `${call.baseUrl}/contests/?lang=en`;
    const html = await fetchSiteText(siteFor(atcoderSite, call), url, call);
    return parseAtcoder(html, call.now);
  },
};
