import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover',
  secondary: 'bg-muted text-foreground hover:bg-border',
  outline: 'border border-input bg-surface text-foreground shadow-sm hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look, for elements that are not buttons (links styled as buttons: see ButtonLink). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** While true the button is disabled and shows a spinner and `busyLabel` (every form's busy state). */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  className,
  busy = false,
  busyLabel,
  icon,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {busy ? <Spinner /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
