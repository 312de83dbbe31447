import { BundledPdfData, bundledPdfData } from './pdf-assets';

describe('bundled pdf.js data', () => {
  it('bundles the Adobe CMaps (Chinese text without embedded fonts), the standard fonts and the wasm decoders', () => {
    expect(bundledPdfData.cmaps).toBeGreaterThan(150);
    expect(bundledPdfData.fonts).toBeGreaterThanOrEqual(14);
    expect(bundledPdfData.wasm).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file it does not have instead of asking the network', async () => {
    await expect(new BundledPdfData().fetch({ kind: 'cMapUrl', filename: 'Nope-H.bcmap' })).rejects.toThrow('PDF 资源缺失');
    await expect(new BundledPdfData().fetch({ kind: 'iccUrl', filename: 'x.icc' })).rejects.toThrow('PDF 资源缺失');
  });
});
