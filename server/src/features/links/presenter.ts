import type { SavedLink } from '@upsolve/contract';

export interface SavedLinkRow {
  id: string;
  name: string;
  link: string;
}

/** A stored link as the seed's client reads it: `_id`, `name`, `link`. */
export function toSavedLink(row: SavedLinkRow): SavedLink {
  return { _id: row.id, name: row.name, link: row.link };
}
