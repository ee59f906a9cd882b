/**
 * Calendar arithmetic on local dates ("YYYY-MM-DD" in the owner's zone). A date is turned into a
 * day number (days since 1970-01-01 as a calendar date, no zone), so "in a row" is "+1".
 */
const dayMs = 24 * 60 * 60 * 1000;

export function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / dayMs);
}

/**
 * Days in a row with any activity, from the active dates in ascending order: `longest` of all
 * time, `current` the run that ends today or yesterday (today's may still come), else 0.
 */
export function streaksOf(
  activeDates: readonly string[],
  today: string,
): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const date of activeDates) {
    const day = dayNumber(date);
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    previous = day;
    longest = Math.max(longest, run);
  }
  if (previous === null) return { current: 0, longest };
  const todayNumber = dayNumber(today);
  // A day after today (a clock a little ahead) is no break: the run still ends today.
  const current = previous >= todayNumber - 1 ? run : 0;
  return { current, longest };
}
