/** Display formats of the chat (docs/product.md, "Chat"). */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "09:05", "21:40": a message's local time, 24-hour HH:MM. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The local calendar day of a time, to group a conversation by day ("2026-03-04"). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

const weekday = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const fullDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function daysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** A day separator: "Today", "Yesterday", "Monday, Mar 2" within a week, else "Mar 4, 2025". */
export function formatDayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return weekday.format(date);
  return fullDate.format(date);
}

/** When a list preview's message was sent: its time today, else "Mar 4". */
export function formatPreviewTime(iso: string, now: Date = new Date()): string {
  return daysBetween(new Date(iso), now) === 0
    ? formatMessageTime(iso)
    : shortDay.format(new Date(iso));
}
