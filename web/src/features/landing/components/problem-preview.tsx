import { difficultyTone } from '@/components/difficulty-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';

const problems = [
  { title: 'Minimum Cost Paths', platform: 'Codeforces', rating: 7, solutions: 12 },
  { title: 'Balanced Brackets Queries', platform: 'AtCoder', rating: 5, solutions: 8 },
  { title: 'Two Pointers on a Ring', platform: 'LeetCode', rating: 3, solutions: 21 },
];

/** A drawing of the product for the hero: a problem list and a reviewed solution. */
export function ProblemPreview() {
  return (
    <div aria-hidden className="relative">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(ellipse_at_center,var(--brand-soft),transparent_70%)]" />
      <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-pop">
        <div className="flex items-center gap-1.5 border-b border-border bg-muted/60 px-4 py-3">
          <span className="size-2.5 rounded-full bg-danger/70" />
          <span className="size-2.5 rounded-full bg-warning-soft-foreground/60" />
          <span className="size-2.5 rounded-full bg-success/70" />
          <span className="ml-3 text-xs font-medium text-muted-foreground">Dashboard</span>
        </div>
        <ul className="divide-y divide-border">
          {problems.map((problem) => (
            <li key={problem.title} className="flex items-center gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate text-sm font-medium">{problem.title}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  {problem.platform}
                  <span>· {problem.solutions} solutions</span>
                </span>
              </div>
              <Badge tone={difficultyTone(problem.rating)}>{problem.rating}/10</Badge>
            </li>
          ))}
        </ul>
        <div className="border-t border-border bg-background/60 p-4">
          <div className="mb-2 flex items-center justify-between text-xs">
            <span className="font-medium">Solution · two pointers</span>
            <span className="tracking-widest text-warning-soft-foreground">★★★★★</span>
          </div>
          <pre className="overflow-hidden rounded-lg bg-muted p-3 font-mono text-[11px] leading-relaxed text-foreground">
            <code>
              <span className="text-brand-soft-foreground">while</span> (l {'<'} r) {'{'}
              {'\n'}
              {'  '}
              <span className="text-brand-soft-foreground">if</span> (a[l] + a[r] {'<='} k) ans += r
              - l++;
              {'\n'}
              {'  '}
              <span className="text-brand-soft-foreground">else</span> r--;
              {'\n'}
              {'}'}
            </code>
          </pre>
        </div>
      </div>
    </div>
  );
}
