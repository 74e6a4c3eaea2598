/** An ALTCHA v1 challenge as GetHumanVerificationChallenge returns it. */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

// Digests run concurrently in batches (~30 ms each); between batches the loop yields so the page stays responsive.
const BATCH = 1000;

const hexToBytes = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function sameBytes(buffer: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(buffer);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== expected[i]) return false;
  return true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The number n in 0..maxnumber with hex(SHA-256(salt + n)) === challenge, or null when there is none. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<number | null> {
  const target = hexToBytes(challenge.challenge.toLowerCase());
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const digests = [];
    for (let n = start; n <= end; n++) {
      digests.push(crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n)));
    }
    const found = (await Promise.all(digests)).findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return start + found;
    await nextTask();
  }
  return null;
}

/** The payload the server verifies: base64 of the JSON the ALTCHA v1 widget sends. */
export function verificationPayload(challenge: Challenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
