/**
 * The source keys a run has seen, held in memory for the duplicate check of a whole file. Tens of millions of keys
 * do not fit a JavaScript `Set` (its limit is 2^24 entries, and each string costs some sixty bytes), so the keys'
 * characters go into blocks of bytes and an open-addressing table of their offsets finds them: about twelve bytes
 * a key, and the comparison is exact (no fingerprint can mistake one key for another). A resumed run rebuilds it
 * from the rows before its checkpoint.
 */
const MAX_LOAD = 0.7;

export class SeenKeys {
  private readonly bits: number;
  private readonly block: number;
  private blocks: Uint8Array[];
  private used = 0;
  /** Offset + 1 of each key's entry; 0 is an empty slot. */
  private slots = new Uint32Array(1 << 16);
  private mask = (1 << 16) - 1;
  size = 0;

  /** Blocks of 2^`blockBits` bytes (16 MiB; tests take small ones to cross their borders). */
  constructor(blockBits = 24) {
    this.bits = blockBits;
    this.block = 1 << blockBits;
    this.blocks = [new Uint8Array(this.block)];
  }

  /** Adds the key; false when it was there already (a duplicate). */
  add(key: string): boolean {
    const h = hashOf(key);
    let i = h & this.mask;
    for (;;) {
      const s = this.slots[i];
      if (s === 0) break;
      if (this.equals(s - 1, key)) return false;
      i = (i + 1) & this.mask;
    }
    this.slots[i] = this.store(key) + 1;
    this.size += 1;
    if (this.size > this.slots.length * MAX_LOAD) this.grow();
    return true;
  }

  /** Entry: length (2 bytes), width (1 byte: 1 or 2 bytes a character), then the characters. */
  private store(key: string): number {
    let wide = 0;
    for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) > 0xff) wide = 1;
    const need = 3 + key.length * (wide + 1);
    if (need > this.block) throw new RangeError('source key too long');
    let b = this.blocks.length - 1;
    let at = this.used - b * this.block;
    if (at + need > this.block) {
      this.blocks.push(new Uint8Array(this.block));
      b += 1;
      at = 0;
      this.used = b * this.block;
    }
    const block = this.blocks[b];
    block[at] = key.length & 0xff;
    block[at + 1] = key.length >>> 8;
    block[at + 2] = wide;
    let p = at + 3;
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(k);
      if (wide) {
        block[p++] = c & 0xff;
        block[p++] = c >>> 8;
      } else block[p++] = c;
    }
    const offset = this.used;
    this.used += need;
    return offset;
  }

  private equals(offset: number, key: string): boolean {
    const block = this.blocks[offset >>> this.bits];
    let p = offset & (this.block - 1);
    if ((block[p] | (block[p + 1] << 8)) !== key.length) return false;
    const wide = block[p + 2];
    p += 3;
    for (let k = 0; k < key.length; k++) {
      const c = wide ? block[p] | (block[p + 1] << 8) : block[p];
      if (c !== key.charCodeAt(k)) return false;
      p += wide + 1;
    }
    return true;
  }

  /** The stored key's hash, read back from its bytes (the table doubles without keeping hashes). */
  private storedHash(offset: number): number {
    const block = this.blocks[offset >>> this.bits];
    let p = offset & (this.block - 1);
    const length = block[p] | (block[p + 1] << 8);
    const wide = block[p + 2];
    p += 3;
    let h = FNV_OFFSET;
    for (let k = 0; k < length; k++) {
      h = Math.imul(h ^ (wide ? block[p] | (block[p + 1] << 8) : block[p]), FNV_PRIME);
      p += wide + 1;
    }
    return finish(h);
  }

  private grow() {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (const s of old) {
      if (s === 0) continue;
      let i = this.storedHash(s - 1) & this.mask;
      while (this.slots[i] !== 0) i = (i + 1) & this.mask;
      this.slots[i] = s;
    }
  }
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** FNV-1a spreads short keys that differ in their last digits poorly over the low bits; a final mix fixes that. */
const finish = (h: number) => {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
function hashOf(key: string): number {
  let h = FNV_OFFSET;
  for (let k = 0; k < key.length; k++) h = Math.imul(h ^ key.charCodeAt(k), FNV_PRIME);
  return finish(h);
}
