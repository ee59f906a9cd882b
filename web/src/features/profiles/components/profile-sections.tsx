import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { Profile } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { userTextProps } from '@/components/ui/user-text.tsx';

/** What a section shows when it is empty: a sentence, and on one's own profile a way to fill it. */
export interface SectionEmpty {
  text: string;
  action?: ReactNode;
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: SectionEmpty | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty === null ? (
          children
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">{empty.text}</p>
            {empty.action}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export interface ProfileSectionsProps {
  profile: Profile;
  titles: { skills: string; projects: string };
  empty: { skills: SectionEmpty; projects: SectionEmpty; bookmarks: SectionEmpty };
}

/** Skills, project links and bookmarked problems (by title), each with its empty state. */
export function ProfileSections({ profile, titles, empty }: ProfileSectionsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Section title={titles.skills} empty={profile.skills.length === 0 ? empty.skills : null}>
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {profile.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand" {...userTextProps}>
                {skill}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={titles.projects}
        empty={profile.projectslinks.length === 0 ? empty.projects : null}
      >
        <ul className="flex flex-col gap-2" aria-label={titles.projects}>
          {profile.projectslinks.map((link) => (
            <li key={link} className="min-w-0">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-soft-foreground underline-offset-4 hover:underline"
              >
                <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Bookmarked Problems"
        empty={profile.otherBookMarkedProblems.length === 0 ? empty.bookmarks : null}
      >
        <ul className="flex flex-col gap-2" aria-label="Bookmarked problems">
          {profile.otherBookMarkedProblems.map((problem) => (
            <li key={problem._id} className="min-w-0 truncate">
              <Link
                to={paths.problem(problem._id)}
                dir={userTextProps.dir}
                className="user-text text-sm font-medium text-foreground underline-offset-4 hover:text-brand-soft-foreground hover:underline"
              >
                {problem.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
