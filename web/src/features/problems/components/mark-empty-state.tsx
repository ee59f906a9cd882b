import { CircleCheck, ListTodo, PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import type { DashboardFilters, DashboardMarkFilter } from '../lib/dashboard-filters.ts';

const texts: Record<
  DashboardMarkFilter,
  { icon: typeof ListTodo; title: string; description: string }
> = {
  todo: {
    icon: ListTodo,
    title: 'Nothing to do',
    description: 'Mark problems To do from their cards, and they wait for you here.',
  },
  unsolved: {
    icon: PartyPopper,
    title: 'Nothing left unsolved',
    description:
      'You marked every problem here solved. Share a new one, or come back after a contest.',
  },
  solved: {
    icon: CircleCheck,
    title: 'Nothing solved yet',
    description: 'Mark a problem Solved from its card or its page once you solve it.',
  },
};

/**
 * The dashboard filtered by a mark alone, and empty: says what the mark filter is for, rather
 * than "try other words" about a search nobody typed.
 */
export function MarkEmptyState({
  filters,
  mark,
  onChange,
}: {
  filters: DashboardFilters;
  mark: DashboardMarkFilter;
  onChange: (filters: DashboardFilters) => void;
}) {
  const { icon, title, description } = texts[mark];
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={() => onChange({ ...filters, mark: null })}>
          Show all problems
        </Button>
      }
    />
  );
}
