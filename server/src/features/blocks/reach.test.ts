import { describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/index.ts';
import { buildUser, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { blockedEitherWay, mayMessage } from './reach.ts';

/** The one "may A reach B" rule, for the routes' policies and the socket's typing relay. */
const t = useTestApp();

describe('mayMessage', () => {
  it('allows another existing user; refuses oneself, unknown and malformed ids, and blocks either way', async () => {
    const [ada, bob, cy] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    expect(await mayMessage(t.db, ada.id, bob.id)).toBe(true);
    expect(await mayMessage(t.db, ada.id, bob.id.toUpperCase())).toBe(true);
    expect(await mayMessage(t.db, ada.id, ada.id)).toBe(false);
    expect(await mayMessage(t.db, ada.id, ada.id.toUpperCase())).toBe(false);
    expect(await mayMessage(t.db, ada.id, unknownId)).toBe(false);
    expect(await mayMessage(t.db, ada.id, 'not-an-id')).toBe(false);

    await t.db.insert(blocks).values({ blockerId: ada.id, blockedId: bob.id });
    expect(await mayMessage(t.db, ada.id, bob.id)).toBe(false);
    expect(await mayMessage(t.db, bob.id, ada.id)).toBe(false);
    expect(await mayMessage(t.db, cy.id, ada.id)).toBe(true);
    expect(await blockedEitherWay(t.db, bob.id)).toEqual([ada.id]);
    expect(await blockedEitherWay(t.db, ada.id)).toEqual([bob.id]);
    expect(await blockedEitherWay(t.db, cy.id)).toEqual([]);
  });
});
