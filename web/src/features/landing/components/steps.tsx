const steps = [
  {
    title: 'Bring the problem back',
    description: 'Missed it in the contest? Add it with a link, the statement and its difficulty.',
  },
  {
    title: 'Solve it, then compare',
    description: 'Post your approach and code, then read the other solutions and their reviews.',
  },
  {
    title: 'Keep the streak going',
    description: 'Check the contest calendar, ask for help in messages and plan your next round.',
  },
];

/** "How upsolving works here", in three numbered steps. */
export function Steps() {
  return (
    <section aria-labelledby="steps-heading" className="border-y border-border bg-muted/50">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="steps-heading" className="mb-10 text-2xl font-semibold tracking-tight sm:text-3xl">
          How upsolving works here
        </h2>
        <ol className="grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-brand/30 bg-surface font-mono text-sm font-semibold text-brand-soft-foreground">
                {index + 1}
              </span>
              <div className="flex flex-col gap-1.5">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
