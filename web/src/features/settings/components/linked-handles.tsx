import { useState, type FormEvent } from 'react';
import {
  handleSites,
  handleTexts,
  type HandleChallenge,
  type HandleSite,
  type LinkedHandle,
} from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { ApiError, errorText } from '@/lib/api.ts';
import { formatRelativeTime } from '@/lib/format.ts';
import {
  useHandles,
  useLinkHandle,
  useSyncHandle,
  useUnlinkHandle,
  useVerifyHandle,
} from '../api/handles.ts';
import { CodeforcesSignIn } from './codeforces-sign-in.tsx';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Link form of a site without a handle: the site's own refusal shows under the field. */
function LinkForm({ site }: { site: HandleSite }) {
  const [handle, setHandle] = useState('');
  const link = useLinkHandle();
  const fieldError =
    link.error instanceof ApiError ? (link.error.fields.handle ?? link.error.message) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate({ site, handle });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Field label={handleTexts.handleLabel(site)} error={fieldError} className="flex-1">
        <Input value={handle} onChange={(event) => setHandle(event.target.value)} />
      </Field>
      <Button type="submit" disabled={link.isPending || handle.trim() === ''}>
        {handleTexts.link}
      </Button>
    </form>
  );
}

/**
 * What the challenge asks: Codeforces names a problem for the compilation error; AtCoder a token
 * for the profile's affiliation (copyable, beside the profile's link).
 */
function ChallengeText({ challenge }: { challenge: HandleChallenge }) {
  const before = `(${handleTexts.expires(clock(challenge.expiresAt))})`;
  if (challenge.kind === 'compilation-error') {
    return (
      <p className="text-sm">
        {handleTexts.challenge}{' '}
        <a href={challenge.problemUrl} target="_blank" rel="noreferrer" className="underline">
          {challenge.problemUrl}
        </a>{' '}
        {before}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>{handleTexts.affiliationChallenge}</p>
      <p className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{challenge.token}</code>
        <CopyButton
          text={challenge.token}
          label={handleTexts.copyToken}
          copiedLabel="Token copied"
          what="token"
        />
        {before}
      </p>
      <a href={challenge.profileUrl} target="_blank" rel="noreferrer" className="underline">
        {handleTexts.profileLink}
      </a>
    </div>
  );
}

/** One linked handle: its challenge while unproven, else its sync state; its actions. */
function HandleRow({ handle }: { handle: LinkedHandle }) {
  const verify = useVerifyHandle();
  const sync = useSyncHandle();
  const unlink = useUnlinkHandle();
  const failed = [verify.error, sync.error, unlink.error].find((error) => error !== null);
  const site = handle.site;
  return (
    <div className="flex flex-col gap-2" aria-label={handleTexts.handleLabel(site)} role="group">
      <p className="text-sm font-medium">
        {handleTexts.handleLabel(site)}: {handle.handle}
        {handle.verified ? ` · ${handleTexts.verified}` : ''}
      </p>
      {handle.challenge === null ? null : <ChallengeText challenge={handle.challenge} />}
      {handle.verified ? (
        <p className="text-sm text-muted-foreground">
          {handle.lastSyncedAt === null
            ? handleTexts.notSynced
            : handleTexts.lastSynced(formatRelativeTime(handle.lastSyncedAt))}
        </p>
      ) : null}
      {handle.lastError === null ? null : (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {handle.lastError}
        </p>
      )}
      {failed === undefined ? null : (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {errorText(failed)}
        </p>
      )}
      <div className="flex gap-2">
        {handle.verified ? (
          <Button
            size="sm"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(site, { onSuccess: ({ message }) => toast.success(message) })
            }
          >
            {handleTexts.syncNow}
          </Button>
        ) : (
          <Button size="sm" disabled={verify.isPending} onClick={() => verify.mutate(site)}>
            {handleTexts.verify}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={unlink.isPending}
          onClick={() => unlink.mutate(site)}
        >
          {handleTexts.unlink}
        </Button>
      </div>
    </div>
  );
}

/** Settings' "Linked handles": per site, the link form or the linked handle. */
export function LinkedHandles() {
  const handles = useHandles();
  let content;
  if (handles.isPending) {
    content = (
      <div role="status" aria-label="Loading linked handles">
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (handles.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {errorText(handles.error)}
        </p>
        <Button size="sm" variant="outline" onClick={() => void handles.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const linked = handles.data.handles;
    content = (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-muted-foreground">{handleTexts.description}</p>
        <CodeforcesSignIn
          offered={handles.data.codeforcesSignIn}
          proven={linked.some((entry) => entry.site === 'codeforces' && entry.verified)}
        />
        {handleSites.map((site) => {
          const handle = linked.find((entry) => entry.site === site);
          return handle === undefined ? (
            <LinkForm key={site} site={site} />
          ) : (
            <HandleRow key={site} handle={handle} />
          );
        })}
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{handleTexts.title}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
