// Lists filled again and again in place, for the checkers the route search lends itself: the
// array keeps its room between fills (setting an array's length to 0 would give it up, and the
// next fill would grow it again), and `n` says how much of it is the current fill.

/** Numbers: a.length may exceed n; only a[0..n) is the current fill. */
export class NumList {
  a: number[] = [];
  n = 0;
  clear(): void { this.n = 0; }
  push(v: number): void { this.a[this.n++] = v; }
  /** A segment's four coordinates from s[o..o+3]. */
  push4(s: ArrayLike<number>, o: number): void {
    const a = this.a;
    let n = this.n;
    a[n++] = s[o]!; a[n++] = s[o + 1]!; a[n++] = s[o + 2]!; a[n++] = s[o + 3]!;
    this.n = n;
  }
}

/** Objects (polygons), the same way. */
export class RefList<T> {
  a: T[] = [];
  n = 0;
  clear(): void { this.n = 0; }
  push(v: T): void { this.a[this.n++] = v; }
}
