import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/**
 * The Upsolve mark: a "U" whose right stroke rises into an arrow, for solving what you could not in the contest.
 * `className` sets its size (default size-8).
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M9.5 10v7a6.5 6.5 0 0 0 13 0V8.5M18.5 12.5l4-4 4 4"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand-foreground"
      />
    </svg>
  );
}

export interface LogoProps {
  /** Where the logo leads: `/` for visitors, `/dashboard` for signed-in users. */
  to: string;
  className?: string;
}

export function Logo({ to, className }: LogoProps) {
  return (
    <Link
      to={to}
      aria-label="Upsolve home"
      className={cn('inline-flex items-center gap-2.5 rounded-lg', className)}
    >
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-foreground">Upsolve</span>
    </Link>
  );
}
