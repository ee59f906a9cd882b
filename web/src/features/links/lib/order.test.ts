import { describe, expect, it } from 'vitest';
import { movedItem, positionText } from './order.ts';

const items = ['a', 'b', 'c', 'd'].map((_id) => ({ _id }));
const ids = (list: { _id: string }[]) => list.map((item) => item._id).join('');

describe('movedItem', () => {
  it('moves an item up or down to where the other one was', () => {
    expect(ids(movedItem(items, 'c', 'a'))).toBe('cabd');
    expect(ids(movedItem(items, 'a', 'c'))).toBe('bcad');
    expect(ids(movedItem(items, 'd', 'c'))).toBe('abdc');
  });

  it('leaves the list as it was for an unknown id or no move, without changing the original', () => {
    expect(ids(movedItem(items, 'x', 'a'))).toBe('abcd');
    expect(ids(movedItem(items, 'b', 'b'))).toBe('abcd');
    expect(ids(items)).toBe('abcd');
  });
});

describe('positionText', () => {
  it('counts from one', () => {
    expect(positionText(0, 3)).toBe('position 1 of 3');
  });
});
