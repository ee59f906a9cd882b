import { Badge } from '@/components/ui/badge.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { CallsToAction } from '../components/calls-to-action.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { ProblemPreview } from '../components/problem-preview.tsx';
import { Steps } from '../components/steps.tsx';

const platforms = ['Codeforces', 'AtCoder', 'LeetCode', 'CodeChef'];

function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:48px_48px] opacity-60"
        />
        <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-24">
          <div className="flex flex-col gap-6">
            <Badge tone="brand" className="w-fit px-3 py-1">
              Built for competitive programmers
            </Badge>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Turn every contest into <span className="text-brand">progress</span>.
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              Upsolve is where you bring back the problems you could not crack, share your
              solutions, review each other&apos;s code and keep an eye on the next round.
            </p>
            <CallsToAction />
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>Problems from</span>
              {platforms.map((platform) => (
                <span key={platform} className="font-medium text-foreground">
                  {platform}
                </span>
              ))}
              <span>and more</span>
            </p>
          </div>
          <ProblemPreview />
        </div>
      </section>
      <FeatureGrid />
      <Steps />
      <section className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-20 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-xl flex-col gap-2">
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Your next accepted verdict starts here
          </h2>
          <p className="text-muted-foreground">
            Free to join. Share a problem, post a solution and find people to practise with.
          </p>
        </div>
        <CallsToAction />
      </section>
    </>
  );
}

export { LandingPage as Component };
