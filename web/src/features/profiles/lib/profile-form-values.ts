import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { limits, profileUpdateSchema } from '@upsolve/contract';
import type { Profile, ProfileUpdate, ProfileUpdateParsed } from '@upsolve/contract';

/**
 * The update-profile form's values: every field as the inputs hold it. The lists are rows of
 * `{value}` (react-hook-form's field arrays need objects), and the rating is the number input's
 * text, '' when empty.
 */
export interface ProfileFormValues {
  favlanguage: string;
  rating: string;
  platform: string;
  gitHub: string;
  location: string;
  bio: string;
  collaborator: boolean;
  projectslinks: { value: string }[];
  skills: { value: string }[];
}

export const maxListEntries = limits.listEntries;

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    favlanguage: profile.favlanguage,
    rating: profile.rating === null ? '' : String(profile.rating),
    platform: profile.platform,
    gitHub: profile.gitHub,
    location: profile.location,
    bio: profile.bio,
    collaborator: profile.collaborator,
    projectslinks: profile.projectslinks.map((value) => ({ value })),
    skills: profile.skills.map((value) => ({ value })),
  };
}

/** The body the form sends: the contract's update, every field included (blank rows dropped there). */
export function profileInput(values: ProfileFormValues): ProfileUpdate {
  return {
    favlanguage: values.favlanguage,
    rating: values.rating.trim() === '' ? null : values.rating,
    platform: values.platform,
    gitHub: values.gitHub,
    location: values.location,
    bio: values.bio,
    collaborator: values.collaborator,
    projectslinks: values.projectslinks.map((row) => row.value),
    skills: values.skills.map((row) => row.value),
  };
}

/** The form field a contract path names: 'skills.2' is the third skill row's input. */
export function formFieldOf(path: PropertyKey[]): string {
  const [first, index] = path;
  if ((first === 'skills' || first === 'projectslinks') && typeof index === 'number') {
    return `${first}.${index}.value`;
  }
  return String(first);
}

/**
 * Checks the form with the contract's own schema (profileUpdateSchema), so the form refuses
 * exactly what the server would, and puts each message under its input.
 */
export const profileFormResolver: Resolver<ProfileFormValues, unknown, ProfileUpdateParsed> = (
  values,
  _context,
  options,
) => {
  const parsed = profileUpdateSchema.safeParse(profileInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
