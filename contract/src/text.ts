import { z } from 'zod';

/**
 * Control characters no text may hold: C0 except tab, line feed and carriage return, DEL, and C1.
 * A NUL cannot even be stored in PostgreSQL text; the others are invisible and only ever spoof.
 */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

/**
 * Text a reader cannot see: whitespace, format characters (zero-width spaces and joiners,
 * direction marks and overrides, the byte-order mark) and other default-ignorable code points.
 */
const invisibleOnly = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

export interface TextOptions {
  /** How messages name the field: 'Title', 'Comment'. */
  label: string;
  /** The most characters it may hold (after the line ends are normalised). */
  max: number;
  /**
   * Whether the ends are trimmed: yes for prose and single-line fields, no for code, whose
   * indentation is part of it.
   */
  trim?: boolean;
  /** The message when it is missing, blank or invisible; `${label} is required` by default. */
  requiredMessage?: string;
  /** The message when it is too long; `${label} must be at most ${max} characters` by default. */
  tooLongMessage?: string;
}

/** What a field says when it holds a control character. */
export const controlCharacterMessage = (label: string) =>
  `${label} must not contain control characters`;

/** A string with control characters refused, CRLF made LF and, unless `trim` is false, trimmed. */
function normalisedText(label: string, typeError: string, trim: boolean) {
  const checked = z
    .string({ error: typeError })
    .refine((text) => !controlCharacter.test(text), {
      message: controlCharacterMessage(label),
      abort: true,
    })
    .overwrite((text) => text.replaceAll('\r\n', '\n'));
  return trim ? checked.trim() : checked;
}

/**
 * Any optional text the API takes (query strings): a control character is refused (400 naming the
 * field, never silently stripped), CRLF becomes LF, the ends are trimmed unless `trim` is false,
 * and the result is at most `max` characters. It may be empty.
 */
export const optionalText = ({ label, max, trim = true, tooLongMessage }: TextOptions) =>
  normalisedText(label, `${label} must be text`, trim).max(
    max,
    tooLongMessage ?? `${label} must be at most ${max} characters`,
  );

/**
 * Required text, one type for every text field of a body: as `optionalText`, and refused when it
 * is missing or shows nothing to a reader (empty, whitespace, zero-width or direction characters
 * only).
 */
export const requiredText = ({
  label,
  max,
  trim = true,
  requiredMessage,
  tooLongMessage,
}: TextOptions) => {
  const required = requiredMessage ?? `${label} is required`;
  return normalisedText(label, required, trim)
    .refine((text) => !invisibleOnly.test(text), { message: required, abort: true })
    .max(max, tooLongMessage ?? `${label} must be at most ${max} characters`);
};

/** What an optional field says when it holds only characters a reader cannot see. */
export const invisibleTextMessage = (label: string) =>
  `${label} must not be only invisible characters`;

/**
 * Optional text of a body (a profile's location, a list entry): as `optionalText`, and empty is
 * fine, but text that shows nothing to a reader (zero-width or direction characters only) is
 * refused rather than stored as a field that looks empty and is not.
 */
export const optionalVisibleText = (options: TextOptions) =>
  optionalText(options).refine((text) => text === '' || !invisibleOnly.test(text), {
    message: invisibleTextMessage(options.label),
    abort: true,
  });
