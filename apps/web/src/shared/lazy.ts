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
  error?: ChunkLoadError;
}

// One slot per loader (or per catalogue): the module once it is here, the request on its way, or its failure.
const slots = new WeakMap<object, Slot<unknown>>();
const failed = new Set<Slot<unknown>>();

function slotOf<T>(key: object): Slot<T> {
  let slot = slots.get(key) as Slot<T> | undefined;
  if (!slot) {
    slot = { done: false };
    slots.set(key, slot as Slot<unknown>);
  }
  return slot;
}

/** Loads what `key` stands for once; after a failure, calling it again is a new attempt. */
export function loadOnce<T>(key: object, load: () => Promise<T>): Promise<T> {
  const slot = slotOf<T>(key);
  if (slot.done) return Promise.resolve(slot.value as T);
  if (!slot.promise || slot.error) {
    slot.error = undefined;
    failed.delete(slot as Slot<unknown>);
    slot.promise = load().then(
      (value) => {
        slot.done = true;
        slot.value = value;
        return value;
      },
      (reason) => {
        slot.error = new ChunkLoadError(reason);
        failed.add(slot as Slot<unknown>);
        throw slot.error;
      },
    );
  }
  return slot.promise;
}

/**
 * Inside a render (conditionally too, like React's `use`): the loaded value, suspending until it is here. A failure
 * is thrown to the route's error boundary and stays until `retryFailedChunks()`, so a render never refetches by itself.
 */
export function readChunk<T>(key: object, load: () => Promise<T>): T {
  const slot = slotOf<T>(key);
  if (slot.done) return slot.value as T;
  if (slot.error) throw slot.error;
  return use(loadOnce(key, load));
}

/** "Tekrar dene": the chunks that failed are fetched again the next time they are rendered. */
export function retryFailedChunks(): void {
  for (const slot of failed) {
    slot.promise = undefined;
    slot.error = undefined;
  }
  failed.clear();
}
