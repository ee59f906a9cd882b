import { useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import './contest-calendar.css';
import { plural } from '@/lib/format.ts';
import { dateOfDayKey, dayKeyOfDate, formatWeekday, type DayKey } from '../lib/time.ts';

export interface ContestCalendarProps {
  /** How many contests start on each day (in `zone`); only days with contests are present. */
  counts: ReadonlyMap<DayKey, number>;
  selected: DayKey;
  onSelect: (day: DayKey) => void;
  zone: string;
}

/**
 * The month calendar (react-day-picker: a grid the arrow keys, Home/End and Page Up/Down move
 * through). Days with contests carry a dot and say how many in their name; the chosen day is
 * selected. The calendar counts days in the viewer's time zone.
 */
export function ContestCalendar({ counts, selected, onSelect, zone }: ContestCalendarProps) {
  const selectedDate = dateOfDayKey(selected, zone);
  const [month, setMonth] = useState<Date>(selectedDate);
  const [shownFor, setShownFor] = useState(selected);
  // A day chosen from outside (the address, "next contest day") brings its month into view.
  if (shownFor !== selected) {
    setShownFor(selected);
    setMonth(selectedDate);
  }
  const countOf = (date: Date) => counts.get(dayKeyOfDate(date, zone)) ?? 0;

  return (
    <DayPicker
      mode="single"
      required
      timeZone={zone}
      selected={selectedDate}
      onSelect={(date) => onSelect(dayKeyOfDate(date, zone))}
      month={month}
      onMonthChange={setMonth}
      showOutsideDays
      fixedWeeks
      modifiers={{ hasContests: (date: Date) => countOf(date) > 0 }}
      modifiersClassNames={{ hasContests: 'contest-day' }}
      labels={{
        labelDayButton: (date: Date, modifiers: Modifiers) => {
          const count = countOf(date);
          const parts = [
            modifiers.today ? 'Today' : null,
            formatWeekday(date, zone),
            count > 0 ? plural(count, 'contest') : null,
            modifiers.selected ? 'selected' : null,
          ];
          return parts.filter((part) => part !== null).join(', ');
        },
      }}
      className="contest-calendar"
    />
  );
}
