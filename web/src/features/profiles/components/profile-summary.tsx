import type { ReactNode } from 'react';
import { ExternalLink, Mail, MapPin, ThumbsUp } from 'lucide-react';
import type { Profile } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { UserText } from '@/components/ui/user-text.tsx';

function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('flex min-w-0 flex-col gap-0.5 rounded-lg bg-muted/60 px-3 py-2', className)}
    >
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** A value that may be long (a platform's name, a link): a whole row on phones. */
const wide = 'col-span-2 lg:col-span-1';

const notSet = <span className="font-normal text-muted-foreground">Not set</span>;

const contributionFormat = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/** Codeforces' contribution: the sum of the votes on what the user wrote, signed. */
function Contribution({ value }: { value: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <ThumbsUp aria-hidden className="size-4 shrink-0" />
      Contribution:{' '}
      <span
        className={cn(
          'font-semibold tabular-nums',
          value > 0 && 'text-success-soft-foreground',
          value < 0 && 'text-danger-soft-foreground',
          value === 0 && 'text-foreground',
        )}
      >
        {contributionFormat.format(value)}
      </span>
    </p>
  );
}

/**
 * The top of a profile: the avatar's initial, the username, the Collaborator badge, the email
 * (when the server sends it: its owner's, or one its owner chose to show), location, contribution and bio, then favourite language, rating, platform and GitHub link; `actions` below.
 */
export function ProfileSummary({ profile, actions }: { profile: Profile; actions: ReactNode }) {
  return (
    <section
      aria-label="Profile"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={profile.username} size="xl" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-all text-foreground sm:text-3xl">
              {profile.username}
            </h1>
            {profile.collaborator ? <Badge tone="success">Collaborator</Badge> : null}
          </div>
          <Contribution value={profile.contribution} />
          {profile.email === undefined ? null : (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{profile.email}</span>
            </p>
          )}
          {profile.location === '' ? null : (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <UserText>{profile.location}</UserText>
            </p>
          )}
        </div>
      </div>
      {profile.bio === '' ? null : (
        <UserText as="p" className="text-sm leading-relaxed whitespace-pre-line text-foreground">
          {profile.bio}
        </UserText>
      )}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Detail label="Favourite language">{profile.favlanguage || notSet}</Detail>
        <Detail label="Rating">{profile.rating ?? notSet}</Detail>
        <Detail label="Platform" className={wide}>
          {profile.platform || notSet}
        </Detail>
        <Detail label="GitHub" className={wide}>
          {profile.gitHub === '' ? (
            notSet
          ) : (
            <a
              href={profile.gitHub}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex max-w-full items-center gap-1 text-brand-soft-foreground underline-offset-4 hover:underline"
            >
              <span className="truncate">{profile.gitHub.replace(/^https?:\/\//, '')}</span>
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
            </a>
          )}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
