import { describe, expect, it } from 'vitest';
import { linkInputSchema } from '@upsolve/contract';
import { essentialResources } from './resources.ts';

describe('essentialResources', () => {
  it('has five fixed resources, each named, with an http(s) URL a user could save too', () => {
    expect(essentialResources).toHaveLength(5);
    for (const resource of essentialResources) {
      expect(linkInputSchema.safeParse(resource).success, resource.link).toBe(true);
    }
  });
});
