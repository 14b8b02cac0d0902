import { describe, expect, it } from 'vitest'
import { findNeighbours } from './queue-neighbours'

const ids = ['a', 'b', 'c', 'd']

describe('findNeighbours', () => {
  it('gives the drafts either side, with none past the ends', () => {
    expect(findNeighbours('b', { ids, hasMore: false, waiting: true })).toEqual({ previous: 'a', next: 'c', loadMore: false })
    expect(findNeighbours('a', { ids, hasMore: false, waiting: true })).toEqual({ previous: null, next: 'b', loadMore: false })
    expect(findNeighbours('d', { ids, hasMore: false, waiting: true })).toEqual({ previous: 'c', next: null, loadMore: false })
  })

  it('asks for the next page when the draft is the last one loaded and more wait', () => {
    expect(findNeighbours('d', { ids, hasMore: true, waiting: true })).toEqual({ previous: 'c', next: null, loadMore: true })
    expect(findNeighbours('c', { ids, hasMore: true, waiting: true }).loadMore).toBe(false)
  })

  it('sends a draft that no longer waits to the first waiting one', () => {
    expect(findNeighbours('decided', { ids, hasMore: true, waiting: false })).toEqual({ previous: null, next: 'a', loadMore: false })
    expect(findNeighbours('decided', { ids: [], hasMore: false, waiting: false })).toEqual({ previous: null, next: null, loadMore: false })
  })

  it('keeps looking for a waiting draft on older pages, and falls back to the first once none are left', () => {
    expect(findNeighbours('old', { ids, hasMore: true, waiting: true })).toEqual({ previous: null, next: null, loadMore: true })
    expect(findNeighbours('old', { ids, hasMore: false, waiting: true })).toEqual({ previous: null, next: 'a', loadMore: false })
  })
})
