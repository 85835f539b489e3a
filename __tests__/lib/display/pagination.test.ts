import { pageOf } from '@/lib/display/pagination';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pageOf', () => {
  it('shows page 1 of 1, from 0 to 0, for an empty list', () => {
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
    expect(pageOf([], 7, 20)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it('splits an exact multiple into full pages', () => {
    const items = range(60);
    expect(pageOf(items, 1, 20)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 20, total: 60 });
    expect(pageOf(items, 2, 20)).toMatchObject({ page: 2, pageCount: 3, from: 21, to: 40 });
    const last = pageOf(items, 3, 20);
    expect(last).toMatchObject({ page: 3, pageCount: 3, from: 41, to: 60 });
    expect(last.items).toEqual(range(60).slice(40));
  });

  it('ends with a partial last page', () => {
    const items = range(45);
    const last = pageOf(items, 3, 20);
    expect(last).toEqual({ items: range(45).slice(40), page: 3, pageCount: 3, from: 41, to: 45, total: 45 });
  });

  it('shows a single short page whole', () => {
    expect(pageOf(range(5), 1, 20)).toEqual({ items: range(5), page: 1, pageCount: 1, from: 1, to: 5, total: 5 });
  });

  it('clamps a page beyond the range to the last page', () => {
    const items = range(45);
    expect(pageOf(items, 4, 20)).toEqual(pageOf(items, 3, 20));
    expect(pageOf(items, 1000, 20)).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(pageOf(items, Number.POSITIVE_INFINITY, 20)).toMatchObject({ page: 3, from: 41, to: 45 });
  });

  it.each([0, -1, -50, Number.NaN, Number.NEGATIVE_INFINITY])('clamps page %p to the first page', (page) => {
    const items = range(45);
    expect(pageOf(items, page, 20)).toEqual({ items: range(20), page: 1, pageCount: 3, from: 1, to: 20, total: 45 });
  });

  it('rounds a fractional page down', () => {
    expect(pageOf(range(45), 2.9, 20).page).toBe(2);
    expect(pageOf(range(45), 0.5, 20).page).toBe(1);
  });

  it('pages 5,000 items at 20 a page into 250 pages', () => {
    const items = range(5000);
    const first = pageOf(items, 1, 20);
    expect(first).toMatchObject({ page: 1, pageCount: 250, from: 1, to: 20, total: 5000 });
    expect(first.items).toHaveLength(20);
    const last = pageOf(items, 250, 20);
    expect(last).toMatchObject({ page: 250, pageCount: 250, from: 4981, to: 5000 });
    expect(last.items).toEqual(range(5000).slice(4980));
    expect(pageOf(items, 251, 20).page).toBe(250);
  });

  it('covers every item exactly once across its pages', () => {
    const items = range(123);
    const { pageCount } = pageOf(items, 1, 10);
    const seen = range(pageCount).flatMap((page) => pageOf(items, page, 10).items);
    expect(seen).toEqual(items);
  });

  it('does not change the list it was given', () => {
    const items = range(30);
    pageOf(items, 2, 20);
    expect(items).toEqual(range(30));
  });
});
