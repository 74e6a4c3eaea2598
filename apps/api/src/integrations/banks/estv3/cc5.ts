import { IntegrationError } from '../../http.js';
import { encodeIso88599 } from '../iso8859-9.js';
import { BANK, postForXml } from '../transport.js';
import type { BankConfig } from '../types.js';
import { buildXml, child, leafFields, type XmlTree } from '../xml.js';

/** Every API call authenticates with the API user, not the store key. */
const credentials = (config: BankConfig) => ({
  Name: config.apiUser,
  Password: config.apiPassword,
  ClientId: config.clientId,
});

/** CC5Request to …/fim/api: ISO-8859-9 as NestPay expects (mews EstPosSerializer); unmappable letters as &#N;. */
export async function cc5(config: BankConfig, body: XmlTree) {
  const xml = buildXml('CC5Request', { ...credentials(config), ...body }, 'ISO-8859-9');
  const bytes = encodeIso88599(xml, (cp) => `&#${cp};`);
  const root = await postForXml(config.apiUrl, bytes, 'text/xml; charset=ISO-8859-9', config.timeoutMs);
  if (root.name !== 'CC5Response') throw new IntegrationError(BANK, 'beklenmeyen yanıt (CC5Response değil)');
  return { fields: leafFields(root), extra: leafFields(child(root, 'Extra')) };
}
