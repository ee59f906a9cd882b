import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput, StarRow } from './star-rating.tsx';

const labels = { 1: 'Very Poor', 2: 'Poor', 3: 'Average', 4: 'Good', 5: 'Excellent' } as const;

function RatingHarness({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRatingInput legend="Rating" labels={labels} value={value} onChange={setValue} />;
}

describe('StarRatingInput', () => {
  it('is a radio group of five stars named with their labels, 1 (Very Poor) by default', () => {
    render(<RatingHarness />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star, Very Poor',
      '2 stars, Poor',
      '3 stars, Average',
      '4 stars, Good',
      '5 stars, Excellent',
    ]);
    expect(screen.getByRole('radio', { name: '1 star, Very Poor' })).toBeChecked();
    expect(screen.getByText('1/5')).toBeInTheDocument();
    expect(screen.getByText(/Very Poor/)).toBeInTheDocument();
  });

  it('sets the rating when a star is clicked and shows its label', async () => {
    const user = userEvent.setup();
    render(<RatingHarness />);
    await user.click(screen.getByRole('radio', { name: '4 stars, Good' }));
    expect(screen.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star, Very Poor' })).not.toBeChecked();
    await user.unhover(screen.getByRole('radio', { name: '4 stars, Good' }));
    expect(screen.getByText('4/5')).toBeInTheDocument();
    expect(screen.getByText(/· Good/)).toBeInTheDocument();
  });

  it('is operable from the keyboard: Tab into the group, arrow keys change the rating', async () => {
    const user = userEvent.setup();
    render(<RatingHarness initial={3} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars, Average' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    expect(screen.getByText(/· Excellent/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars, Poor' })).toBeChecked();
    expect(screen.getByText('2/5')).toBeInTheDocument();
  });

  it('previews the rating under the pointer without changing it', async () => {
    const user = userEvent.setup();
    render(<RatingHarness initial={2} />);
    await user.hover(
      screen.getByRole('radio', { name: '5 stars, Excellent' }).closest('label') as HTMLElement,
    );
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars, Poor' })).toBeChecked();
  });
});

describe('StarRow', () => {
  it('names the rating for assistive technology', () => {
    render(
      <>
        <StarRow value={4} />
        <StarRow value={3.5} />
        <StarRow value={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  });
});
