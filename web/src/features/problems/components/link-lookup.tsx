import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  importMessages,
  importSiteLabels,
  limits,
  type ImportSite,
  type ProblemInput,
  type ProblemInputParsed,
  type ProblemLookupResponse,
} from '@upsolve/contract';
import { siteDifficultyText } from '@/components/difficulty-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { paths } from '@/lib/paths.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useProblemLookup } from '../api/lookup.ts';
import {
  lookupDebounceMs,
  lookupErrorText,
  lookupSiteOf,
  sameTags,
} from '../lib/problem-lookup.ts';

type ProblemFormMethods = UseFormReturn<ProblemInput, unknown, ProblemInputParsed>;
/** The fields a lookup fills. */
type LookupField = 'title' | 'tags';

export interface LinkLookup {
  /** The site of the link in the field now, while it is one of the three. */
  site: ImportSite | null;
  busy: boolean;
  error: string | null;
  result: ProblemLookupResponse | null;
  /** The fields the lookup filled in. */
  filled: LookupField[];
  /** Fields the user had written, which the lookup left alone and offers to replace. */
  kept: LookupField[];
  /** Puts the site's values in the kept fields. */
  replaceKept: () => void;
  /** The problem shared already under the link's key, unless it is the one being edited. */
  existing: ProblemLookupResponse['existing'];
}

/** The site's tags as the form keeps them (at most the list's limit, none over a tag's length). */
function siteTagsOf(result: ProblemLookupResponse): string[] {
  return result.tags.filter((tag) => tag.length <= limits.tag).slice(0, limits.listEntries);
}

/**
 * Looks a Codeforces, AtCoder or LeetCode link up once typing pauses and fills the title and tags
 * (and the platform, through `fillPlatform`), never over what the user wrote: a field is filled
 * when it is empty or still holds what an earlier lookup put there; otherwise the site's value is
 * offered (`replaceKept`). The edit form passes its stored link, which is not looked up again, and
 * its problem's id, which is never "Already shared".
 */
export function useLinkLookup(
  form: ProblemFormMethods,
  {
    initialLink,
    problemId,
    fillPlatform,
  }: { initialLink: string; problemId?: string; fillPlatform: (name: string) => void },
): LinkLookup {
  const { control, getValues, setValue, getFieldState } = form;
  const link = useWatch({ control, name: 'link' }).trim();
  const settledLink = useDebouncedValue(link, lookupDebounceMs);
  const site = lookupSiteOf(link);
  const url =
    site !== null && settledLink === link && link !== initialLink.trim() ? settledLink : null;
  const lookup = useProblemLookup(url);
  const result = url === null ? null : (lookup.data ?? null);

  // What the lookups put in each field, so a later lookup may replace its own values.
  const lastFilled = useRef<{ title: string | null; tags: string[] | null }>({
    title: null,
    tags: null,
  });
  const [filled, setFilled] = useState<LookupField[]>([]);
  const [kept, setKept] = useState<LookupField[]>([]);

  const put = (field: LookupField, answer: ProblemLookupResponse) => {
    const options = { shouldDirty: true, shouldValidate: getFieldState(field).invalid };
    if (field === 'title') {
      setValue('title', answer.title, options);
      lastFilled.current.title = answer.title;
    } else {
      const tags = siteTagsOf(answer);
      setValue('tags', tags, options);
      lastFilled.current.tags = tags;
    }
  };

  // Once per answer: a value typed after it is the user's own.
  const fillFrom = useEffectEvent((answer: ProblemLookupResponse) => {
    const title = getValues('title').trim();
    const tags = getValues('tags') ?? [];
    const own = lastFilled.current;
    const fillable: Record<LookupField, boolean> = {
      title: title === '' || title === own.title,
      tags: tags.length === 0 || (own.tags !== null && sameTags(tags, own.tags)),
    };
    const differs: Record<LookupField, boolean> = {
      title: title !== answer.title,
      tags: !sameTags(tags, siteTagsOf(answer)),
    };
    const fields: LookupField[] = ['title', 'tags'];
    for (const field of fields) if (fillable[field]) put(field, answer);
    setFilled(fields.filter((field) => fillable[field] && differs[field]));
    setKept(fields.filter((field) => !fillable[field] && differs[field]));
    fillPlatform(importSiteLabels[answer.site]);
  });
  useEffect(() => {
    if (result !== null) fillFrom(result);
  }, [result]);

  const replaceKept = () => {
    if (result === null) return;
    for (const field of kept) put(field, result);
    setFilled((current) => [...new Set([...current, ...kept])]);
    setKept([]);
  };

  const existing = result?.existing ?? null;
  return {
    site,
    busy: url !== null && lookup.isFetching,
    error:
      url !== null && site !== null && lookup.isError ? lookupErrorText(lookup.error, site) : null,
    result,
    filled: result === null ? [] : filled,
    kept: result === null ? [] : kept,
    replaceKept,
    existing: existing !== null && existing._id !== problemId ? existing : null,
  };
}

function fieldList(fields: LookupField[]): string {
  return fields.join(' and ');
}

/**
 * What the lookup of the link found, under the link field: busy, the site's difficulty and what
 * was filled in, "Already shared" with a link, or why nothing was found. Announced politely; it
 * never stops the form from being filled in by hand.
 */
export function LinkLookupStatus({ id, lookup }: { id: string; lookup: LinkLookup }) {
  const { site, busy, error, result, filled, kept, existing } = lookup;
  return (
    <div
      id={id}
      aria-live="polite"
      aria-busy={busy}
      className="flex flex-col gap-1.5 text-xs empty:hidden"
    >
      {busy && site !== null ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-3.5" />
          Looking the problem up on {importSiteLabels[site]}...
        </p>
      ) : null}
      {!busy && error !== null ? (
        <p className="font-medium text-danger-soft-foreground">{error}</p>
      ) : null}
      {!busy && result !== null ? (
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">
            {result.difficulty === null
              ? `${importSiteLabels[result.site]} has not rated it yet`
              : siteDifficultyText(result.difficulty)}
          </span>
          {filled.length > 0 ? ` · Filled in the ${fieldList(filled)}.` : null}
        </p>
      ) : null}
      {!busy && existing !== null ? (
        <p className="rounded-lg border border-warning-soft-foreground/25 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          <span className="font-semibold">{importMessages.alreadyShared}</span>:{' '}
          <Link
            to={paths.problem(existing._id)}
            dir={userTextProps.dir}
            className="user-text rounded font-medium underline underline-offset-4"
          >
            {existing.title}
          </Link>
        </p>
      ) : null}
      {!busy && result !== null && kept.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>Your {fieldList(kept)} stayed as you wrote them.</span>
          <Button type="button" variant="outline" size="sm" onClick={lookup.replaceKept}>
            Use the {fieldList(kept)} from {importSiteLabels[result.site]}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
