/** A LIKE pattern finding `term` anywhere, its `%`, `_` and `\` taken as themselves. */
export function containing(term: string): string {
  return `%${term.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
