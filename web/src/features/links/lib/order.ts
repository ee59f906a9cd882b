import { arrayMove } from '@dnd-kit/sortable';

/** The list with the item `activeId` moved to where `overId` was; the same list if either is unknown. */
export function movedItem<Item extends { _id: string }>(
  items: readonly Item[],
  activeId: string,
  overId: string,
): Item[] {
  const from = items.findIndex((item) => item._id === activeId);
  const to = items.findIndex((item) => item._id === overId);
  if (from === -1 || to === -1 || from === to) return [...items];
  return arrayMove([...items], from, to);
}

/** Where a link is, as a screen reader says it: "position 2 of 5". */
export const positionText = (index: number, count: number) => `position ${index + 1} of ${count}`;
