import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Uploads in SPA tests cross from jsdom into Node's fetch stack: msw turns
 * the XHR into a Node `Request`, which the server reads. jsdom's FormData,
 * File and Blob do not survive that crossing (a file arrives named "blob"
 * with the text "undefined"). In a browser the page's classes and the
 * network agree, so the test gives the page Node's own classes for the
 * duration of the file.
 */
export function withNodeUploadClasses() {
  beforeAll(async () => {
    const probe = new Request('http://localhost/', { method: 'POST', body: new URLSearchParams('a=1') });
    vi.stubGlobal('FormData', (await probe.formData()).constructor);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterAll(() => vi.unstubAllGlobals());
}
