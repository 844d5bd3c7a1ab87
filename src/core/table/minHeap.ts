// The route search's priority queue (moveGrid).
/**
 * A binary min-heap of node ids keyed by cost (stale entries are skipped by the caller). One is
 * kept and cleared for every search (searches never nest): its arrays keep their room, so a
 * search allocates no heap.
 */
export class MinHeap {
  private ids: number[] = [];
  private keys: number[] = [];
  size = 0;
  clear(): this {
    this.size = 0;
    return this;
  }
  topKey(): number { return this.keys[0]!; }
  push(id: number, key: number): void {
    const { ids, keys } = this;
    let i = this.size++;
    if (i === ids.length) { ids.push(id); keys.push(key); }
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up]! <= key) break;
      ids[i] = ids[up]!; keys[i] = keys[up]!;
      i = up;
    }
    ids[i] = id; keys[i] = key;
  }
  pop(): number {
    const { ids, keys } = this;
    const top = ids[0]!;
    const n = --this.size;
    const lastId = ids[n]!, lastKey = keys[n]!;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1]! < keys[c]!) c++;
        if (keys[c]! >= lastKey) break;
        ids[i] = ids[c]!; keys[i] = keys[c]!;
        i = c;
      }
      ids[i] = lastId; keys[i] = lastKey;
    }
    return top;
  }
}
