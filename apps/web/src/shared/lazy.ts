import { use } from 'react';

/** A chunk (a page, a feature's texts) that could not be fetched: the network failed, or a deployment replaced it. */
export class ChunkLoadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ChunkLoadError';
  }
}

interface Slot<T> {
  done: boolean;
  value?: T;
  promise?: Promise<T>;
}

// One slot per loader (or per catalogue): the module once it is here, or the request on its way.
const slots = new WeakMap<object, Slot<unknown>>();

function slotOf<T>(key: object): Slot<T> {
  let slot = slots.get(key) as Slot<T> | undefined;
  if (!slot) {
    slot = { done: false };
    slots.set(key, slot as Slot<unknown>);
  }
  return slot;
}

/**
 * Loads what `key` stands for once. A failure is not kept: the next attempt (a retry) asks the network again.
 */
export function loadOnce<T>(key: object, load: () => Promise<T>): Promise<T> {
  const slot = slotOf<T>(key);
  if (slot.done) return Promise.resolve(slot.value as T);
  slot.promise ??= load().then(
    (value) => {
      slot.done = true;
      slot.value = value;
      return value;
    },
    (reason) => {
      slot.promise = undefined;
      throw new ChunkLoadError(reason);
    },
  );
  return slot.promise;
}

/**
 * Inside a render (conditionally too, like React's `use`): the loaded value, suspending until it is here; a failure
 * reaches the route's error boundary.
 */
export function readChunk<T>(key: object, load: () => Promise<T>): T {
  const slot = slotOf<T>(key);
  if (slot.done) return slot.value as T;
  return use(loadOnce(key, load));
}
