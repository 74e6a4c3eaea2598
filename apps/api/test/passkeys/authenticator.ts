import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API tests: it answers WebAuthn options as a platform authenticator with user
 * verification would (ES256, attestation `none`), keeps its credentials and their signature counters, and can be
 * told to show a counter of its choosing (a clone that did not move with the original).
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  x: Buffer;
  y: Buffer;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  private authData(counter: number, attested?: Credential) {
    const flags = 0x01 | 0x04 | 0x08 | 0x10 | (attested ? 0x40 : 0); // UP, UV, backup eligible and backed up
    const head = Buffer.concat([sha256(this.rpId), Buffer.from([flags]), Buffer.alloc(4)]);
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(attested.x)],
        [-3, new Uint8Array(attested.y)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(attested.id.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, attested.id, Buffer.from(coseKey)]);
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new credential for these options. */
  create(options: Record<string, unknown>) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      x: Buffer.from(jwk.x as string, 'base64url'),
      y: Buffer.from(jwk.y as string, 'base64url'),
      counter: 0,
    };
    this.credentials.push(credential);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(this.authData(0, credential))],
      ]) as never,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge as string)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get(): signs the options' challenge with a credential (the last one made by default). */
  get(options: Record<string, unknown>, which = this.credentials.at(-1), counter?: number) {
    if (!which) throw new Error('no credential');
    which.counter = counter ?? which.counter + 1;
    const authData = this.authData(which.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), which.privateKey);
    return {
      id: b64url(which.id),
      rawId: b64url(which.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(randomBytes(16)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
