import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-medium text-brand-soft-foreground underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
