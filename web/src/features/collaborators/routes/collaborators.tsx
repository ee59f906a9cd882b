import { useState, type FormEvent } from 'react';
import { Search, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { TopicSuggest } from '@/components/topic-suggest.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useRunSearch, type SearchRequest } from '../api/search.ts';
import { SearchResults } from '../components/search-results.tsx';

/**
 * /collaborators: find people by username, a whole email address or a skill. A term, a skill or
 * the "Available collaborators only" box alone searches; with none of them the alert 'Please enter
 * a search term.' shows and nothing is called. A search shows its results once its first page has
 * come, and then clears the box; a failed one alerts 'Error fetching search results.'. The skill
 * box suggests topic names as one types ("dp" → "Dynamic programming").
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
    const request = { query: term.trim(), skill: skill.trim(), collaboratorsOnly };
    if (request.query === '' && request.skill === '' && !collaboratorsOnly) {
      window.alert('Please enter a search term.');
      return;
    }
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
          <TopicSuggest
            value={skill}
            onPick={setSkill}
            label="Skill suggestions"
            className="sm:w-72"
          >
            {(combobox) => (
              <Input
                {...combobox}
                aria-label="Skill"
                placeholder="Only with the skill, e.g. graphs"
                value={skill}
                onChange={(event) => {
                  setSkill(event.target.value);
                  combobox.onInput();
                }}
              />
            )}
          </TopicSuggest>
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
          description="Search by username, email address or skill to find people to work with."
        />
      ) : (
        <SearchResults request={shown} />
      )}
    </>
  );
}

export { CollaboratorsScreen as Component };
