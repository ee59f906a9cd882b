import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonStyle } from './button.tsx';

export interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonStyle {
  icon?: ReactNode;
}

/** A router link that looks like a Button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  className,
  icon,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, className })} {...props}>
      {icon}
      {children}
    </Link>
  );
}
