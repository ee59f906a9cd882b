import type { BlogInput } from '@upsolve/contract';

/** Where the unpublished blog waits, in this browser only, until it is published. */
export const blogDraftKey = 'upsolve:blog-draft';

const emptyDraft: BlogInput = { title: '', about: '', content: '' };

function isDraft(value: unknown): value is BlogInput {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['title', 'about', 'content'].every((name) => typeof fields[name] === 'string');
}

/** The saved draft, or empty fields (also when storage is off or holds something else). */
export function readDraft(): BlogInput {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(blogDraftKey) ?? 'null');
    return isDraft(saved) ? saved : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

/** Keeps the fields as they are typed; empty fields leave no draft behind. */
export function saveDraft(draft: BlogInput): void {
  try {
    if (draft.title === '' && draft.about === '' && draft.content === '') {
      window.localStorage.removeItem(blogDraftKey);
    } else {
      window.localStorage.setItem(blogDraftKey, JSON.stringify(draft));
    }
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(blogDraftKey);
  } catch {
    // Nothing was kept.
  }
}
