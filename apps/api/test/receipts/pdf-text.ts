import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a reader (or a screen reader, or a search) gets back out of the PDF, page by page. */
export async function pdfText(pdf: Buffer): Promise<{ pages: string[]; title: unknown; author: unknown }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = await document.getMetadata();
    return { pages, title: Reflect.get(info, 'Title'), author: Reflect.get(info, 'Author') };
  } finally {
    await document.destroy();
  }
}
