/** What the user reads for a failed call: the server's message, else the error's own message. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : 'An unknown error occurred. Please try again.';
}

/** '1 review', '3 reviews'. */
export function reviewsCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Mar 4, 2026'. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(isoDate));
}
