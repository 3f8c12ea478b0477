/**
 * The tokens of the in-memory search index (text-index.ts) and the rule that cuts text into them.
 *
 * Lower-cased text is cut into maximal runs of one class: word characters (ASCII letters and
 * digits, and every non-ASCII code unit) or separators (everything else). Any string then occurs in
 * a text exactly when its own runs r1..rk line up with consecutive tokens t(i)..t(i+k-1) of the
 * text: r1 ends t(i), the inner runs equal their tokens, rk starts t(i+k-1) (one run: it lies
 * inside one token). Class changes inside the query are class changes of the text, so they fall
 * on token boundaries. This makes every substring query exact without reading the text again.
 * The class is decided per UTF-16 code unit, as String.prototype.includes compares.
 */

/** Token 0 marks field and item boundaries in a token stream; no query run ever equals it. */
export const MARK = 0;

const SEP = '\u0000';

export const isWordUnit = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c >= 128;

/** A query (already lower-cased) cut into its runs, by the same rule as the text. */
export function runsOf(needle: string): string[] {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= needle.length; i++) {
    if (i === needle.length || isWordUnit(needle.charCodeAt(i)) !== isWordUnit(needle.charCodeAt(start))) {
      runs.push(needle.slice(start, i));
      start = i;
    }
  }
  return runs;
}

export type TokenTest = 'contains' | 'endsWith' | 'startsWith';

/** Every distinct token seen, numbered from 1 in order of first appearance (0 is MARK). */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [''];
  /** Distinct code units of each token (for the one-character index), made on first use. */
  private readonly units: (number[] | undefined)[] = [[]];
  /**
   * All tokens in one string, each followed by SEP, so one native indexOf scan finds the tokens
   * containing a run (a loop over many small strings is ~10x slower). starts[id] is where a token
   * begins. A token may itself contain SEP: every hit is checked against the token's bounds.
   */
  private blob = SEP + SEP;
  private pending: string[] = [];
  private starts = new Int32Array(1024);

  constructor() {
    this.starts[0] = 1;
  }

  /** A vocabulary of the given token texts, in id order (texts[0] is MARK's ''). */
  static of(texts: string[]): Vocabulary {
    const vocabulary = new Vocabulary();
    for (let id = 1; id < texts.length; id++) vocabulary.id(texts[id]);
    return vocabulary;
  }

  get size(): number {
    return this.texts.length;
  }

  /** Characters of every token together: what a query's scan of them reads. */
  get chars(): number {
    const last = this.texts.length - 1;
    return this.starts[last] + this.texts[last].length;
  }

  /** The id of a token, adding it when new. */
  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
      if (id >= this.starts.length) {
        const grown = new Int32Array(this.starts.length * 2);
        grown.set(this.starts);
        this.starts = grown;
      }
      const previous = id - 1;
      this.starts[id] = this.starts[previous] + this.texts[previous].length + 1;
      this.pending.push(text, SEP);
    }
    return id;
  }

  /** The id of a token, or undefined when no text ever had it. */
  find(text: string): number | undefined {
    return this.ids.get(text);
  }

  isWord(id: number): boolean {
    return id !== MARK && isWordUnit(this.texts[id].charCodeAt(0));
  }

  unitsOf(id: number): number[] {
    let list = this.units[id];
    if (!list) {
      const text = this.texts[id];
      const seen = new Set<number>();
      for (let i = 0; i < text.length; i++) seen.add(text.charCodeAt(i));
      this.units[id] = list = [...seen];
    }
    return list;
  }

  /** Ids of the tokens that contain `run`, end with it or start with it. */
  matching(run: string, test: TokenTest): number[] {
    if (this.pending.length) {
      this.blob += this.pending.join('');
      this.pending = [];
    }
    const out: number[] = [];
    const blob = this.blob;
    let at = blob.indexOf(run);
    while (at >= 0) {
      const id = this.tokenAt(at);
      const start = this.starts[id];
      const end = start + this.texts[id].length;
      const inside = id !== MARK && at >= start && at + run.length <= end;
      const ok = inside && (test === 'contains' || (test === 'startsWith' ? at === start : at + run.length === end));
      if (ok) out.push(id);
      // After a hit the next token is the next candidate; otherwise try the next position.
      at = blob.indexOf(run, ok ? end + 1 : at + 1);
    }
    return out;
  }

  /** The token whose span (or following separator) holds a position of the blob. */
  private tokenAt(at: number): number {
    let lo = 0;
    let hi = this.texts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

/** Appends the tokens of one lower-cased text to `out`. */
export function tokenize(vocabulary: Vocabulary, lower: string, out: IntList): void {
  let start = 0;
  const n = lower.length;
  while (start < n) {
    const word = isWordUnit(lower.charCodeAt(start));
    let end = start + 1;
    while (end < n && isWordUnit(lower.charCodeAt(end)) === word) end++;
    out.push(vocabulary.id(lower.slice(start, end)));
    start = end;
  }
}

/** A growable list of 32-bit integers (typed storage: millions of entries at 4 bytes each). */
export class IntList {
  data: Int32Array;
  length = 0;

  constructor(capacity = 256) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** A copy of exactly the entries. */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

let odd: RegExp | undefined;

/**
 * Characters whose lower case contains an ASCII character (such as 'İ' -> 'i̇' and the Kelvin sign
 * -> 'k'). For an ASCII query the shared matcher compares case-insensitively with a regular
 * expression, under which such a character matches nothing ASCII, while toLowerCase (which the
 * index reads) turns it into ASCII. Items with one are rare and are scored by the shared matcher
 * itself. Found by asking the engine once, so no list goes stale.
 */
export function oddCharacters(): RegExp {
  if (!odd) {
    let chars = '';
    for (let c = 128; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      // eslint-disable-next-line no-control-regex
      if (/[\x00-\x7f]/.test(ch.toLowerCase())) chars += ch;
    }
    odd = new RegExp(`[${chars.replace(/[\\\]^-]/g, '\\$&')}]`);
  }
  return odd;
}
