import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ActivityDay } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';
import { formatCalendarDate, plural } from '@/lib/format.ts';
import {
  calendarYear,
  levelLabels,
  type ActivityLevel,
  type CalendarDay,
} from '../lib/activity-calendar.ts';

/** Each step's colour, from the theme's tokens: readable on the surface in both themes. */
export const levelClasses: Record<ActivityLevel, string> = {
  0: 'bg-muted ring-1 ring-inset ring-border',
  1: 'bg-brand/30',
  2: 'bg-brand/55',
  3: 'bg-brand/80',
  4: 'bg-brand',
};

/** What a square says to a screen reader and on hover: "3 solved, 1 posted on Mar 4, 2026". */
export function dayLabel(day: Pick<CalendarDay, 'date' | 'solved' | 'posted'>): string {
  const when = formatCalendarDate(day.date);
  if (day.solved === 0 && day.posted === 0) return `No activity on ${when}`;
  return `${String(day.solved)} solved, ${String(day.posted)} posted on ${when}`;
}

const weekdayLabels = ['', 'Mon', '', 'Wed', '', 'Fri', ''];
/** A square and its gap, in px: the month labels sit over their first week's column. */
const columnPitch = 14;

/** Where focus starts: today when it is in this year, else the year's last active day, else Jan 1. */
function startIndex(days: CalendarDay[], today: string): number {
  const todays = days.find((day) => day.date === today);
  if (todays !== undefined) return todays.index;
  const active = days.filter((day) => day.level > 0);
  return active.at(-1)?.index ?? 0;
}

/** How far each key moves: a day up or down, a week left or right, the year's ends. */
function moved(key: string, index: number, last: number): number | null {
  const steps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
  const step = steps[key];
  if (step !== undefined) return Math.min(last, Math.max(0, index + step));
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * A year of activity as a calendar heatmap: a week a column, a weekday a row. It is one tab stop
 * (a roving grid): arrows move a day (up, down) or a week (left, right), Home and End go to the
 * year's ends, and each square names its date and counts. Wider than a phone, it scrolls inside
 * its own box, never the page.
 */
export function ActivityHeatmap({
  year,
  days: activity,
  today,
}: {
  year: number;
  days: readonly ActivityDay[];
  /** Today in the owner's zone, where focus starts. */
  today: string;
}) {
  const calendar = calendarYear(year, activity);
  const last = calendar.days.length - 1;
  const [focused, setFocused] = useState(() => startIndex(calendar.days, today));
  const [moving, setMoving] = useState(false);
  const cells = useRef(new Map<number, HTMLDivElement>());
  const summaryId = useId();
  const current = Math.min(focused, last);

  useEffect(() => {
    if (moving) cells.current.get(current)?.focus();
  }, [current, moving]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moved(event.key, current, last);
    if (next === null) return;
    event.preventDefault();
    setMoving(true);
    setFocused(next);
  };

  const active = calendar.days.filter((day) => day.level > 0);
  const solved = active.reduce((sum, day) => sum + day.solved, 0);
  const posted = active.reduce((sum, day) => sum + day.posted, 0);

  return (
    <div className="flex flex-col gap-3">
      <p id={summaryId} className="sr-only">
        {`${plural(active.length, 'active day')} in ${String(year)}: ${String(solved)} solved, ${String(posted)} posted. Use the arrow keys to move between days.`}
      </p>
      <div className="max-w-full overflow-x-auto pb-2" data-testid="heatmap-scroll">
        <div className="relative inline-flex flex-col gap-1 pl-8">
          <div aria-hidden className="relative h-4 text-xs text-muted-foreground">
            {calendar.months.map((month) => (
              <span
                key={month.name}
                className="absolute top-0"
                style={{ left: month.week * columnPitch }}
              >
                {month.name}
              </span>
            ))}
          </div>
          <div
            role="grid"
            aria-label={`Activity in ${String(year)}`}
            aria-describedby={summaryId}
            onKeyDown={onKeyDown}
            onBlur={() => setMoving(false)}
            className="flex flex-col gap-[3px]"
          >
            {weekdayLabels.map((weekdayLabel, weekday) => (
              <div role="row" key={weekday} className="relative flex gap-[3px]">
                <span
                  aria-hidden
                  className="absolute top-1/2 -left-8 -translate-y-1/2 text-[10px] leading-none text-muted-foreground"
                >
                  {weekdayLabel}
                </span>
                {calendar.weeks.map((week, column) => {
                  const day = week[weekday] ?? null;
                  if (day === null) {
                    return <div role="gridcell" key={column} className="size-[11px]" />;
                  }
                  const label = dayLabel(day);
                  return (
                    <div
                      role="gridcell"
                      key={column}
                      ref={(element) => {
                        if (element === null) cells.current.delete(day.index);
                        else cells.current.set(day.index, element);
                      }}
                      tabIndex={day.index === current ? 0 : -1}
                      aria-label={label}
                      title={label}
                      onClick={() => setFocused(day.index)}
                      // Focus put on a square by a pointer or a script moves the grid's stop too.
                      onFocus={() => setFocused(day.index)}
                      className={cn(
                        'size-[11px] rounded-[2px] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-surface',
                        levelClasses[day.level],
                      )}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
      <HeatmapLegend />
    </div>
  );
}

/** "Less □□□□□ More", each square named for screen readers. */
function HeatmapLegend() {
  const levels: ActivityLevel[] = [0, 1, 2, 3, 4];
  return (
    <div className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground">
      <span aria-hidden>Less</span>
      <ul className="flex gap-[3px]" aria-label="Colour scale">
        {levels.map((level) => (
          <li
            key={level}
            aria-label={levelLabels[level]}
            title={levelLabels[level]}
            className={cn('size-[11px] rounded-[2px]', levelClasses[level])}
          />
        ))}
      </ul>
      <span aria-hidden>More</span>
    </div>
  );
}
