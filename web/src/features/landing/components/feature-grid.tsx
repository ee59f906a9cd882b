import {
  BookOpenCheck,
  Bot,
  CalendarDays,
  MessagesSquare,
  Newspaper,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const features: Feature[] = [
  {
    title: 'Share problems',
    description:
      'Bring problems from Codeforces, AtCoder, LeetCode and more, with statement, examples and a difficulty from 1 to 10. Keep them public or private.',
    icon: BookOpenCheck,
  },
  {
    title: 'Solutions and reviews',
    description:
      'Post your approach and code, read how others did it, and rate problems and solutions from one to five stars.',
    icon: Star,
  },
  {
    title: 'Leaderboard',
    description:
      'Top Users ranks programmers by the solutions they share. Climb it one upsolve at a time.',
    icon: Trophy,
  },
  {
    title: 'Contest calendar',
    description:
      'Upcoming rounds from the major judges on one calendar, so the next contest never takes you by surprise.',
    icon: CalendarDays,
  },
  {
    title: 'Profiles and collaborators',
    description:
      'Show your languages, ratings, skills and projects, and find teammates for your next contest or project.',
    icon: Users,
  },
  {
    title: 'Real-time messages',
    description:
      'Talk through a tricky case with another programmer, with presence and instant delivery.',
    icon: MessagesSquare,
  },
  {
    title: 'Blogs',
    description:
      'Write up an editorial, a technique or a contest story, and read what the community writes.',
    icon: Newspaper,
  },
  {
    title: 'AI assistant',
    description:
      'Ask for a hint, an explanation of an algorithm or a review of your code when you are stuck.',
    icon: Bot,
  },
];

export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto mb-12 flex max-w-2xl flex-col gap-3 text-center">
        <p className="text-sm font-semibold text-brand-soft-foreground">Everything in one place</p>
        <h2
          id="features-heading"
          className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Practise together, not alone
        </h2>
        <p className="text-muted-foreground">
          Upsolve gathers the problems you want to revisit and the people who can help you crack
          them.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-card"
          >
            <div className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
              <feature.icon aria-hidden className="size-5" />
            </div>
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
