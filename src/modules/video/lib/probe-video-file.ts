/** What the browser reads from a chosen video before it is uploaded. */
export interface ProbedFile {
  duration: number | null;
  width: number | null;
  height: number | null;
  /** A JPEG frame a second in (or mid-way through a shorter clip), or null when the browser cannot decode the file. */
  poster: Blob | null;
}

export type VideoProber = (file: File) => Promise<ProbedFile>;

const TIMEOUT_MS = 15_000;
const POSTER_MAX_WIDTH = 640;

const EMPTY: ProbedFile = { duration: null, width: null, height: null, poster: null };

function once(el: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
    el.addEventListener(
      event,
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    el.addEventListener('error', () => reject(new Error('decode')), { once: true });
  });
}

function frameOf(el: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, POSTER_MAX_WIDTH / el.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(el.videoWidth * scale);
  canvas.height = Math.round(el.videoHeight * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.drawImage(el, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.85));
}

/**
 * Reads duration and size of a video file and grabs a poster frame with a
 * hidden `<video>` and a `<canvas>`, before the upload. A file the browser
 * cannot decode yields nothing; the server then fills in what it can.
 */
export const probeVideoFile: VideoProber = async (file) => {
  const url = URL.createObjectURL(file);
  const el = document.createElement('video');
  el.muted = true;
  el.preload = 'auto';
  el.playsInline = true;
  try {
    el.src = url;
    await once(el, 'loadedmetadata');
    const duration = Number.isFinite(el.duration) ? el.duration : null;
    const facts = { duration, width: el.videoWidth || null, height: el.videoHeight || null };
    el.currentTime = duration ? Math.min(1, duration / 2) : 0;
    await once(el, 'seeked');
    return { ...facts, poster: el.videoWidth ? await frameOf(el) : null };
  } catch {
    return EMPTY;
  } finally {
    el.removeAttribute('src');
    el.load();
    URL.revokeObjectURL(url);
  }
};
