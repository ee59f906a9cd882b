import { useState, type FormEvent } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useRunSearch, type SearchRequest } from '../api/search.ts';
import { SearchResults } from '../components/search-results.tsx';

/**
 * /collaborators: find people by username, email or skill. A blank term is refused with an alert
 * and calls nothing; a search shows its results once its first page has come, and then clears the
 * box; a failed one alerts 'Error fetching search results.'.
 */
function CollaboratorsScreen() {
  useDocumentTitle('Hire Collaborators');
  const runSearch = useRunSearch();
  const [term, setTerm] = useState('');
  const [skill, setSkill] = useState('');
  const [collaboratorsOnly, setCollaboratorsOnly] = useState(false);
  const [searching, setSearching] = useState(false);
  const [shown, setShown] = useState<SearchRequest | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (query === '') {
      window.alert('Please enter a search term.');
      return;
    }
    const request = { query, skill: skill.trim(), collaboratorsOnly };
    setSearching(true);
    try {
      await runSearch(request);
      setShown(request);
      setTerm('');
    } catch {
      window.alert('Error fetching search results.');
    } finally {
      setSearching(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Hire Collaborators"
        description="Find competitive programmers to practise, team up or build a project with."
      />
      <form
        role="search"
        aria-label="Collaborators"
        onSubmit={(event) => void submit(event)}
        className="mb-8 flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card"
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            type="search"
            aria-label="Search by username or email"
            placeholder="Search by username or email..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="sm:flex-1"
          />
          <Button
            type="submit"
            busy={searching}
            busyLabel="Searching..."
            icon={<Search aria-hidden />}
          >
            Search
          </Button>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Input
            aria-label="Skill"
            placeholder="Only with the skill, e.g. graphs"
            value={skill}
            onChange={(event) => setSkill(event.target.value)}
            className="sm:max-w-72"
          />
          <label className="flex items-center gap-2 text-sm text-foreground">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={collaboratorsOnly}
              onChange={(event) => setCollaboratorsOnly(event.target.checked)}
            />
            Available collaborators only
          </label>
        </div>
      </form>
      {shown === null ? (
        <EmptyState
          icon={UsersRound}
          title="Ready to Find Collaborators?"
          description="Search by username, email or skill to find people to work with."
        />
      ) : (
        <SearchResults request={shown} />
      )}
    </>
  );
}

export { CollaboratorsScreen as Component };
