import { execFile } from 'node:child_process';
import { VIDEO_DURATION_MAX } from '@contract/video/video';

/** What ffprobe reads from a video file. */
export interface ProbedVideo {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
}

const TIMEOUT_MS = 30_000;

function run(cmd: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      args,
      { timeout: TIMEOUT_MS, maxBuffer: 20 * 1024 * 1024, encoding: 'buffer', windowsHide: true },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

let available: Promise<boolean> | undefined;

/**
 * Whether ffmpeg and ffprobe are installed: asked once per process (at
 * start, by the routes), so an upload never waits for the check. They are
 * optional: without them the browser's duration and poster frame are used.
 */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([run('ffprobe', ['-version']), run('ffmpeg', ['-version'])]).then(
    () => true,
    () => false,
  );
  return available;
}

const finite = (v: unknown, max: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 && n <= max ? n : null;
};

/** Duration and size of the first video stream, or nulls for what ffprobe cannot tell. */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'format=duration:stream=width,height',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(out.toString('utf8')) as {
    format?: { duration?: string };
    streams?: { width?: number; height?: number }[];
  };
  const stream = json.streams?.[0];
  return {
    durationSeconds: finite(json.format?.duration, VIDEO_DURATION_MAX),
    width: finite(stream?.width, 16_384),
    height: finite(stream?.height, 16_384),
  };
}

/** A JPEG frame at `atSeconds` (scaled to at most 640 px wide) as the poster, or null when none can be taken. */
export async function grabPoster(file: string, atSeconds: number): Promise<Uint8Array | null> {
  const jpeg = await run('ffmpeg', [
    '-v',
    'error',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(640,iw)':-2",
    '-q:v',
    '4',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ]);
  return jpeg.length > 0 ? new Uint8Array(jpeg) : null;
}
