import { Link } from 'react-router';
import { Mail, MapPin, Trophy } from 'lucide-react';
import type { UserSearchResult } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/lib/paths.ts';
import { userTextProps } from '@/components/ui/user-text.tsx';

const ratingFormat = new Intl.NumberFormat('en');

/**
 * One search result: the initial, the username (or 'Unknown User'), the email when its owner shows
 * it, the location, the rating, the skills and 'Available' for those who flagged themselves. The
 * whole card opens the profile.
 */
export function CollaboratorCard({ user }: { user: UserSearchResult }) {
  const name = user.username === '' ? 'Unknown User' : user.username;
  return (
    <article className="group relative flex h-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 truncate text-base font-semibold text-foreground">
              {/* The link's box covers the card, so a click anywhere opens the profile. */}
              <Link
                to={paths.profile(user._id)}
                className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-soft-foreground focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                {name}
              </Link>
            </h3>
            {user.collaborator ? <Badge tone="success">Available</Badge> : null}
          </div>
          {user.email === undefined ? null : (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Mail aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{user.email}</span>
            </p>
          )}
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span {...userTextProps} className="user-text truncate">
              {user.location === '' ? 'Location not set' : user.location}
            </span>
          </p>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Trophy aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">
              {user.rating === null
                ? 'Rating not set'
                : `Rating ${ratingFormat.format(user.rating)}`}
            </span>
          </p>
        </div>
      </div>
      {user.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {user.skills.slice(0, 6).map((skill) => (
            <li key={skill}>
              <Badge tone="brand" {...userTextProps}>
                {skill}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
