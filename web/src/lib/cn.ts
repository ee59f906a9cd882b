import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones: `cn('a', busy && 'b')`. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
