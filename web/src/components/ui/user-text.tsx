import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export interface UserTextProps extends HTMLAttributes<HTMLElement> {
  /** The element it renders; a `span` by default. */
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'blockquote';
}

/**
 * What every element showing user-written text puts on: the text's direction comes from the text
 * itself (`dir="auto"`) and is isolated from its surroundings, and what it paints is clipped to
 * its box (the `user-text` utility in styles.css). Spread on an element that cannot be a
 * UserText, such as a link.
 */
export const userTextProps = { dir: 'auto', className: 'user-text' } as const;

/** An element holding text a user wrote: a message, a title, a bio, a name (see userTextProps). */
export function UserText({ as: Element = 'span', className, ...props }: UserTextProps) {
  return <Element dir="auto" {...props} className={cn(userTextProps.className, className)} />;
}
