import { z } from 'zod';

/**
 * Control characters no text may hold: C0 except tab, line feed and carriage return, DEL, and C1.
 * A NUL cannot even be stored in PostgreSQL text; the others are invisible and only ever spoof.
 */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). They
 * make text display in another order than it is stored: `invoice_\u202EFDP.exe` shows as
 * "invoice_exe.PDF", and in code they hide what runs ("Trojan Source", CVE-2021-42574). The
 * implicit marks (U+200E, U+200F, U+061C) reorder nothing that follows and stay allowed.
 */
const directionControl = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A surrogate half with no partner (JSON's `"\ud800"`): not a character at all. Stored, it would
 * become U+FFFD on its way to UTF-8, so the text saved would not be the text sent.
 */
const loneSurrogate = /\p{Cs}/u;

/**
 * The most combining marks one character may carry. Real scripts stack two or three (Vietnamese,
 * Devanagari, Hebrew points); a run of thousands paints a column over everything around it.
 */
export const maxCombiningMarks = 4;
const stackedMarks = new RegExp(`\\p{M}{${maxCombiningMarks + 1}}`, 'u');

/**
 * Text a reader cannot see: whitespace, format characters (zero-width spaces and joiners,
 * direction marks, the byte-order mark), other default-ignorable code points (Hangul fillers),
 * and characters drawn blank: the Braille blank U+2800 and combining marks with nothing to sit on.
 */
const invisibleOnly = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]*$/u;

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

/** What a field says when it holds a bidirectional embedding, override or isolate control. */
export const directionControlMessage = (label: string) =>
  `${label} must not contain direction control characters`;

/** What a field says when it holds half of a surrogate pair: broken Unicode. */
export const brokenUnicodeMessage = (label: string) => `${label} must be valid Unicode text`;

/** What a field says when one character carries more than `maxCombiningMarks` marks. */
export const stackedMarksMessage = (label: string) =>
  `${label} must not stack more than ${maxCombiningMarks} accents on one character`;

/**
 * A string with control characters, direction controls and stacked marks refused, CRLF made LF
 * and, unless `trim` is false, trimmed. Each is refused with 400 naming the field, never silently
 * removed: a text that changed on its way in would not be what its writer checked.
 */
function normalisedText(label: string, typeError: string, trim: boolean) {
  const checked = z
    .string({ error: typeError })
    .refine((text) => !controlCharacter.test(text), {
      message: controlCharacterMessage(label),
      abort: true,
    })
    .refine((text) => !loneSurrogate.test(text), {
      message: brokenUnicodeMessage(label),
      abort: true,
    })
    .refine((text) => !directionControl.test(text), {
      message: directionControlMessage(label),
      abort: true,
    })
    .refine((text) => !stackedMarks.test(text), {
      message: stackedMarksMessage(label),
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
 * is missing or shows nothing to a reader (empty, whitespace, zero-width or direction marks, blank
 * Braille, Hangul fillers or combining marks alone).
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
 * fine, but text that shows nothing to a reader (zero-width characters, blank Braille, lone
 * combining marks only) is refused rather than stored as a field that looks empty and is not.
 */
export const optionalVisibleText = (options: TextOptions) =>
  optionalText(options).refine((text) => text === '' || !invisibleOnly.test(text), {
    message: invisibleTextMessage(options.label),
    abort: true,
  });
