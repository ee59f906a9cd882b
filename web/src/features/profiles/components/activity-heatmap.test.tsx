import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ActivityHeatmap } from './activity-heatmap.tsx';

/** The calendar heatmap: a year of squares, one tab stop, each square naming its day. */
describe('ActivityHeatmap', () => {
  const days = [
    { date: '2026-03-04', solved: 3, posted: 1 },
    { date: '2026-03-05', solved: 0, posted: 1 },
  ];

  it('names every day of the year with its counts, in weeks from Sunday', () => {
    render(<ActivityHeatmap year={2026} days={days} today="2026-03-05" />);
    const grid = screen.getByRole('grid', { name: 'Activity in 2026' });
    const named = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.hasAttribute('aria-label'));
    expect(named).toHaveLength(365);
    expect(
      within(grid).getByRole('gridcell', { name: '3 solved, 1 posted on Mar 4, 2026' }),
    ).toHaveAttribute('title', '3 solved, 1 posted on Mar 4, 2026');
    expect(
      within(grid).getByRole('gridcell', { name: 'No activity on Jan 1, 2026' }),
    ).toHaveAttribute('title', 'No activity on Jan 1, 2026');
    // 7 rows (weekdays); January 1, 2026 is a Thursday: row 5 of the first column.
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(7);
    const thursday = rows[4];
    if (thursday === undefined) throw new Error('no Thursday row');
    expect(within(thursday).getAllByRole('gridcell')[0]).toHaveAccessibleName(
      'No activity on Jan 1, 2026',
    );
    expect(screen.getByText(/2 active days in 2026: 3 solved, 2 posted/)).toBeInTheDocument();
  });

  it('is one tab stop, starting on today, moved by the arrow keys a day or a week', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <button type="button">Before</button>
        <ActivityHeatmap year={2026} days={days} today="2026-03-05" />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('0 solved, 1 posted on Mar 5, 2026');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('3 solved, 1 posted on Mar 4, 2026');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('No activity on Mar 11, 2026');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('No activity on Dec 31, 2026');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('No activity on Dec 31, 2026');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('No activity on Jan 1, 2026');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('has a column more in a leap year starting on Saturday', () => {
    render(<ActivityHeatmap year={2028} days={[]} today="2020-01-01" />);
    const rows = screen.getAllByRole('row');
    const saturday = rows[6];
    if (saturday === undefined) throw new Error('no Saturday row');
    expect(within(saturday).getAllByRole('gridcell')).toHaveLength(54);
    expect(
      screen.getAllByRole('gridcell').filter((cell) => cell.hasAttribute('aria-label')),
    ).toHaveLength(366);
    // Without today in the year and without activity, focus starts on January 1.
    const focusable = screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName('No activity on Jan 1, 2028');
  });

  it('shows the legend from less to more, each step named', () => {
    render(<ActivityHeatmap year={2026} days={[]} today="2026-01-01" />);
    const scale = screen.getByRole('list', { name: 'Colour scale' });
    expect(
      within(scale)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['No activity', '1 a day', '2–3 a day', '4–6 a day', '7 or more a day']);
  });
});
