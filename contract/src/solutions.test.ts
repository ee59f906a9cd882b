import { describe, expect, it } from 'vitest';
import { plainViewer } from './roles.ts';
import { canEditSolution, solutionInputSchema, solutionsQuerySchema } from './solutions.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

describe('solutionInputSchema', () => {
  const valid = { approach: 'Greedy', description: 'Take the largest first.', code: 'print(1)' };

  it('defaults the language to C++ and trims texts', () => {
    const parsed = solutionInputSchema.parse({ ...valid, approach: '  Greedy  ' });
    expect(parsed).toMatchObject({ approach: 'Greedy', language: 'cpp' });
  });

  it('measures the 64 KiB code limit in UTF-8 bytes', () => {
    const fits = solutionInputSchema.safeParse({ ...valid, code: 'é'.repeat(32 * 1024) });
    const over = solutionInputSchema.safeParse({ ...valid, code: 'é'.repeat(32 * 1024) + 'x' });
    expect(fits.success).toBe(true);
    expect(over.error?.issues.map((issue) => issue.message)).toEqual([
      'Code must be at most 64 KiB',
    ]);
  });
});

describe('solutionsQuerySchema', () => {
  it('sorts newest first unless asked for best rated', () => {
    expect(solutionsQuerySchema.parse({}).sort).toBe('newest');
    expect(solutionsQuerySchema.parse({ sort: 'rated' }).sort).toBe('rated');
    expect(solutionsQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
  });
});

describe('solution policy', () => {
  it('lets only the author edit a solution; nobody once the author is gone', () => {
    expect(canEditSolution(plainViewer(alice), { authorId: alice })).toBe(true);
    expect(canEditSolution(plainViewer(bob), { authorId: alice })).toBe(false);
    expect(canEditSolution(plainViewer(alice), { authorId: null })).toBe(false);
  });
});
