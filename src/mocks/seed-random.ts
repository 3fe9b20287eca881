/** A deterministic pseudo-random source for the demo seed: same seed, same sequence, on every machine. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** true with the given probability (0–1). */
  chance(probability: number): boolean
  /** One item of a non-empty list, chosen in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** A string of the given number of decimal digits. */
  digits(count: number): string
}

/** mulberry32: a tiny, fast 32-bit generator, good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a string, to seed a generator from an id such as `bc_1`. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function createRandom(seed: number | string): SeededRandom {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs a non-empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      const last = items[items.length - 1]
      if (!last) throw new Error('weighted() needs a non-empty list')
      return last[0]
    },
    digits(count) {
      let out = ''
      for (let i = 0; i < count; i += 1) out += String(Math.floor(next() * 10))
      return out
    },
  }
}
