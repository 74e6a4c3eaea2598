import { postForXml } from '../transport.js';
import { buildXml, type XmlTree } from '../xml.js';

/**
 * VPOS and search requests: UTF-8 XML sent as the form field prmstr. Posting raw XML gets
 * "İstek Xml Mesajını prmstr parametresi ile iletiniz" from the bank (mews issue #60).
 */
export function postPrmstr(url: string, root: string, body: XmlTree, timeoutMs?: number) {
  const form = new URLSearchParams({ prmstr: buildXml(root, body, 'UTF-8') }).toString();
  return postForXml(url, form, 'application/x-www-form-urlencoded; charset=UTF-8', timeoutMs);
}
