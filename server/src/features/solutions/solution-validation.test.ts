import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { solutions } from '../../db/schema/index.ts';
import { buildSolution } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs } from '../../test/actors.ts';
import { problemScene, validSolution } from '../../test/fixtures.ts';
import type { ProblemScene } from '../../test/fixtures.ts';
import type { SolutionRow } from '../../db/schema/index.ts';

const t = useTestApp();

const kib = 1024;

/** Each bad body, the field the 400 must name, and the message the user reads. */
const badBodies: Array<[string, object, string, string]> = [
  [
    'approach missing',
    { ...validSolution, approach: undefined },
    'approach',
    'Approach is required',
  ],
  ['approach blank', { ...validSolution, approach: '   ' }, 'approach', 'Approach is required'],
  [
    'description missing',
    { ...validSolution, description: undefined },
    'description',
    'Description is required',
  ],
  ['code missing', { ...validSolution, code: undefined }, 'code', 'Code is required'],
  ['code blank', { ...validSolution, code: '\n\t ' }, 'code', 'Code is required'],
  [
    'code over 64 KiB',
    { ...validSolution, code: 'x'.repeat(64 * kib + 1) },
    'code',
    'Code must be at most 64 KiB',
  ],
  [
    'code over 64 KiB in UTF-8 bytes',
    { ...validSolution, code: 'é'.repeat(32 * kib + 1) },
    'code',
    'Code must be at most 64 KiB',
  ],
  [
    'unknown language',
    { ...validSolution, language: 'brainfuck' },
    'language',
    'Choose a language from the list',
  ],
  [
    'approach over the limit',
    { ...validSolution, approach: 'a'.repeat(20_001) },
    'approach',
    'Approach must be at most 20000 characters',
  ],
];

describe('solution bodies', () => {
  // One scene for the file: a bad body must change nothing, so the cases cannot disturb each other.
  let scene: ProblemScene;
  let solution: SolutionRow;
  beforeAll(async () => {
    scene = await problemScene(t);
    solution = await buildSolution(t.db, scene.problem, scene.other.user);
  });

  it.each(badBodies)(
    'add: %s → 400 naming the field, nothing stored',
    async (_, body, field, message) => {
      const { other, problem } = scene;
      const response = await callAs(
        t,
        other,
        'POST',
        `/api/problem/${problem.id}/addsolution`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
      const stored = await t.db.select().from(solutions).where(eq(solutions.problemId, problem.id));
      expect(stored).toEqual([solution]);
    },
  );

  it.each(badBodies)(
    'update: %s → 400 naming the field, nothing changed',
    async (_, body, field) => {
      const { other, problem } = scene;
      const url = `/api/problem/${problem.id}/solutions/${solution.id}/updatesolution`;
      const response = await callAs(t, other, 'PUT', url, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
      const [stored] = await t.db.select().from(solutions).where(eq(solutions.id, solution.id));
      expect(stored).toEqual(solution);
    },
  );

  it('accepts code of exactly 64 KiB', async () => {
    const { other, problem } = await problemScene(t);
    const code = 'y'.repeat(64 * kib);
    const url = `/api/problem/${problem.id}/addsolution`;
    const response = await callAs(t, other, 'POST', url, { ...validSolution, code });
    expect(response.statusCode).toBe(201);
    expect(response.json().solution.code).toHaveLength(64 * kib);
  });

  it('names every missing field at once', async () => {
    const { other, problem } = scene;
    const response = await callAs(t, other, 'POST', `/api/problem/${problem.id}/addsolution`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      approach: 'Approach is required',
      description: 'Description is required',
      code: 'Code is required',
    });
  });
});
