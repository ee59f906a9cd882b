import { useRef } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { toast } from 'sonner';
import type { SavedLink } from '@upsolve/contract';
import { errorText } from '@/lib/api.ts';
import { useReorderLinks } from '../api/links.ts';
import { movedItem, positionText } from '../lib/order.ts';
import { SavedLinkRow } from './saved-link-row.tsx';

const instructionsId = 'saved-links-instructions';

/**
 * The viewer's links in their order. Each moves by dragging its handle, or from the keyboard:
 * focus the handle, Space to pick it up, the arrow keys to move it, Space to drop, Escape to put it
 * back. A screen reader hears each step; the new order is saved at once.
 */
export function SavedLinks({ links }: { links: SavedLink[] }) {
  const reorder = useReorderLinks();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) =>
    links.find((link) => link._id === id)?.name ?? 'the link';
  const placeOf = (id: UniqueIdentifier) =>
    positionText(
      links.findIndex((link) => link._id === id),
      links.length,
    );
  // A drag starts over its own link: that first "over" would talk over "Picked up".
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${nameOf(active.id)} moved to ${placeOf(over.id)}.`
        : `${nameOf(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${nameOf(active.id)} is back at ${placeOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const next = movedItem(links, String(active.id), String(over.id));
    reorder.mutate(next, { onError: (error) => toast.error(errorText(error)) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a link, press Space to pick it up, the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={links.map((link) => link._id)} strategy={verticalListSortingStrategy}>
        <ul
          aria-label="Your links"
          aria-describedby={instructionsId}
          className="relative divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface shadow-card"
        >
          {links.map((link) => (
            <SavedLinkRow key={link._id} link={link} />
          ))}
        </ul>
      </SortableContext>
      <p id={instructionsId} className="text-xs text-muted-foreground">
        Drag a link by its handle to reorder, or focus the handle and press Space, then the arrow
        keys.
      </p>
    </DndContext>
  );
}
