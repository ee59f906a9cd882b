import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { totalText } from '@/lib/paging.ts';
import { useUserSearch, type SearchRequest } from '../api/search.ts';
import { CollaboratorCard } from './collaborator-card.tsx';

/** What a search asked, in words: shown above its results, since the box clears after it. */
function describe(request: SearchRequest): string {
  const parts = request.query === '' ? [] : [`“${request.query}”`];
  if (request.skill !== '') parts.push(`skill ${request.skill}`);
  if (request.collaboratorsOnly) parts.push('collaborators only');
  return parts.join(' · ');
}

/** The results of a search that has run: 'Search Results', the count, the cards, more pages. */
export function SearchResults({ request }: { request: SearchRequest }) {
  const search = useUserSearch(request);
  if (search.data === undefined) return null;
  const { items, total } = search.data;
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="search-results" className="text-lg font-semibold tracking-tight text-foreground">
          Search Results
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Found {totalText(total, 'potential collaborator')}
          <span className="sr-only"> for </span>
          <span aria-hidden> · </span>
          {describe(request)}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          headingLevel={3}
          title="No one matches that search"
          description="Try part of a username, a whole email address or a skill."
        />
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Collaborators"
        >
          {items.map((user) => (
            <li key={user._id} className="min-w-0">
              <CollaboratorCard user={user} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={search} />
    </section>
  );
}
