import { BookOpen, ExternalLink, Trophy } from 'lucide-react';
import { linkTexts } from '@upsolve/contract';
import { essentialResources } from '../lib/resources.ts';

const hostOf = (link: string) => new URL(link).host.replace(/^www\./, '');

/** The five fixed resources: four problem sets and one tutorial site, each opening in a new tab. */
export function EssentialResources() {
  return (
    <section aria-labelledby="essential-resources" className="flex flex-col gap-4">
      <h2 id="essential-resources" className="text-lg font-semibold">
        {linkTexts.essential}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {essentialResources.map((resource, index) => {
          const Icon = index === essentialResources.length - 1 ? BookOpen : Trophy;
          return (
            <li key={resource.link} className="min-w-0">
              <a
                href={resource.link}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/60 hover:bg-muted/40"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-1.5 font-medium text-foreground">
                    {resource.name}
                    <ExternalLink aria-hidden className="size-3.5 text-muted-foreground" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {hostOf(resource.link)}
                  </span>
                  <span className="text-sm text-muted-foreground">{resource.about}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
