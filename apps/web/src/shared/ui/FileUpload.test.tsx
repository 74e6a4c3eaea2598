import type { FileRef } from '@e-belediye/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../api/testing.js';
import { FileUpload } from './FileUpload.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form({ max = 3, initial = [] as FileRef[] }) {
  const [files, setFiles] = useState<FileRef[]>(initial);
  return <FileUpload purpose="complaint" value={files} onChange={setFiles} max={max} />;
}

const png = (name: string, size = 100) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Belgeler'), { target: { files } });
const ref = (FileId: string, FileName: string): FileRef => ({
  FileId,
  FileName,
  ContentType: 'image/png',
  SizeBytes: 2048,
});

describe('FileUpload', () => {
  it('is a labelled file input that uploads each chosen file and lists it with a remove button', async () => {
    let n = 0;
    const api = fakeApi();
    api.answer('UploadFile', (body) => ref(`id-${++n}`, body.FileName));
    render(<Form />);
    const input = screen.getByLabelText('Belgeler') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('application/pdf');
    choose(png('kroki.png'), png('foto.png'));
    const list = await screen.findByRole('list', { name: 'Eklenen dosyalar' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const sent = api.bodyOf('UploadFile');
    expect(sent).toMatchObject({ FileName: 'foto.png', Purpose: 'complaint' });
    expect(atob(sent.ContentBase64).length).toBe(100);

    fireEvent.click(screen.getByRole('button', { name: 'kroki.png dosyasını kaldır' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('foto.png')]);
    expect(screen.getByText('Kaldırıldı: kroki.png')).toBeTruthy();
  });

  it("shows the server's Turkish refusal under the field and adds nothing", async () => {
    fakeApi({
      UploadFile: refuse(
        400,
        'Dosya: Yalnızca PDF, JPEG veya PNG dosyası yüklenebilir; bu dosyanın içeriği bunlardan biri değil.',
      ),
    });
    render(<Form />);
    choose(png('metin.png'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Yalnızca PDF, JPEG veya PNG/);
    expect(screen.getByLabelText('Belgeler').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses a file over 5 MB without sending it, and stops at the limit', async () => {
    const api = fakeApi();
    api.answer('UploadFile', (body) => ref('x', body.FileName));
    render(<Form max={2} initial={[ref('a', 'ilk.png')]} />);
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'buyuk.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('buyuk.png: Dosya en çok 5 MB olabilir.');
    expect(api.calls()).toEqual([]);
    choose(png('ikinci.png'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect((screen.getByLabelText('Belgeler') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('En çok 2 dosya eklenebilir.')).toBeTruthy();
  });

  it('shows that a file is being uploaded while it is', async () => {
    let release: (v: FileRef) => void = () => undefined;
    const slow = vi.fn(
      () => new Promise<Response>((resolve) => (release = (v) => resolve(new Response(JSON.stringify(v))))),
    );
    vi.stubGlobal('fetch', slow);
    render(<Form />);
    choose(png('yavas.png'));
    await waitFor(() => expect(screen.getAllByText('Yükleniyor: yavas.png').length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Belgeler').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    release(ref('y', 'yavas.png'));
    await screen.findByRole('list');
    expect(screen.queryByText('Yükleniyor: yavas.png')).toBeNull();
  });
});
