import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../src/modules/auth/passwords.js';

/** How long one argon2id hash and one verify take with the chosen parameters. */
const runs = 20;
const hash = await hashPassword('Demo.2026');
let t = performance.now();
for (let i = 0; i < runs; i++) await hashPassword(`Demo.2026-${i}`);
const hashMs = (performance.now() - t) / runs;
t = performance.now();
for (let i = 0; i < runs; i++) await verifyPassword(hash, 'Demo.2026');
const verifyMs = (performance.now() - t) / runs;
console.log(
  `\nargon2id m=${ARGON2_PARAMS.memoryCost} KiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}: ` +
    `hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (mean of ${runs})`,
);
