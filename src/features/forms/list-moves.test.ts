import { describe, expect, it } from 'vitest';
import { moveItem } from './list-moves';
import { propsEqualByValue } from './props-equal';

describe('moving a list item', () => {
  it('puts the item at its new place without changing the list it came from', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 1, 9)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('comparing section props by value', () => {
  it('treats equal data as equal and callbacks by identity', () => {
    const onChange = () => {};
    expect(propsEqualByValue({ data: { a: [1] }, onChange }, { data: { a: [1] }, onChange })).toBe(true);
    expect(propsEqualByValue({ data: { a: [1] }, onChange }, { data: { a: [2] }, onChange })).toBe(false);
    expect(propsEqualByValue({ onChange }, { onChange: () => {} })).toBe(false);
    const store = new Map();
    expect(propsEqualByValue({ store }, { store: new Map() })).toBe(false);
  });
});
