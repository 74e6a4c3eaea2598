import { describe, expect, it } from 'vitest';
import { type Challenge, solveChallenge, verificationPayload } from './proofOfWork.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function challengeFor(number: number, maxnumber = 5000): Promise<Challenge> {
  // The salt carries parameters the way ALTCHA v1 writes them (…?expires=…&).
  const salt = '4f0c2b7e9a1d3c5e?expires=1893456000&';
  return { algorithm: 'SHA-256', challenge: await sha256Hex(salt + number), maxnumber, salt, signature: 'c0ffee' };
}

describe('proof of work (ALTCHA v1)', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    const challenge = await challengeFor(1234);
    expect(await solveChallenge(challenge)).toBe(1234);
  });

  it('finds numbers at both ends of the range, and answers null when there is none', async () => {
    expect(await solveChallenge(await challengeFor(0))).toBe(0);
    expect(await solveChallenge(await challengeFor(5000))).toBe(5000);
    expect(await solveChallenge({ ...(await challengeFor(5001)), maxnumber: 5000 })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(await challengeFor(10), controller.signal)).rejects.toThrow();
  });

  it('encodes the payload as base64 JSON of algorithm, challenge, number, salt and signature', async () => {
    const challenge = await challengeFor(7);
    const decoded = JSON.parse(atob(verificationPayload(challenge, 7)));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: 'c0ffee',
    });
  });
});
