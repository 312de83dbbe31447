/**
 * pdf.js's data files, bundled as assets of our own origin: the Adobe CMaps
 * (needed to show Chinese text of PDFs whose CJK fonts are not embedded), the
 * standard fonts and the image-decoder wasm. Each file is emitted by Vite
 * (`no-inline`: the CSP's connect-src allows no data: URLs) and fetched only
 * when a PDF asks for it.
 */
const asMap = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

const CMAPS = asMap(
  import.meta.glob<string>('../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
);
const FONTS = asMap(
  import.meta.glob<string>('../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
);
const WASM = asMap(
  import.meta.glob<string>('../../../../node_modules/pdfjs-dist/wasm/*.wasm', {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
);

const TABLES: Record<string, Map<string, string>> = { cMapUrl: CMAPS, standardFontDataUrl: FONTS, wasmUrl: WASM };

/** How many files of each kind were bundled (checked by a test: an empty table means Chinese PDFs break). */
export const bundledPdfData = { cmaps: CMAPS.size, fonts: FONTS.size, wasm: WASM.size };

/**
 * pdf.js's `BinaryDataFactory`: the worker asks the page for a data file by
 * kind and name, and gets it from the bundled assets above.
 */
export class BundledPdfData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = TABLES[kind]?.get(filename);
    if (!url) throw new Error(`PDF 资源缺失：${filename}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`PDF 资源加载失败：${filename}（${res.status}）`);
    return new Uint8Array(await res.arrayBuffer());
  }
}
