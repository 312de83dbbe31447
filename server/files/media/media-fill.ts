import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { ffmpegAvailable, grabPoster, probeVideo } from './media-probe';

export interface MediaFacts {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** A JPEG frame taken by ffmpeg when the browser sent no poster. */
  poster: Uint8Array | null;
}

/**
 * Fills in what the browser did not send (duration, size, poster frame)
 * with ffprobe/ffmpeg when they are installed. Best effort: a file ffmpeg
 * cannot read still uploads, with the gaps left empty.
 */
export async function fillMediaFacts(
  /** The uploaded bytes, read once into a temporary file for ffprobe. */
  open: () => Promise<Readable>,
  ext: string,
  sent: { duration?: number; width?: number; height?: number; hasPoster: boolean },
  log: Logger,
): Promise<MediaFacts> {
  const facts: MediaFacts = {
    durationSeconds: sent.duration ?? null,
    width: sent.width ?? null,
    height: sent.height ?? null,
    poster: null,
  };
  const missing = facts.durationSeconds === null || facts.width === null || facts.height === null || !sent.hasPoster;
  if (!missing || !(await ffmpegAvailable())) return facts;
  const tmp = path.join(os.tmpdir(), `aikn-video-${crypto.randomUUID()}.${ext}`);
  try {
    await pipeline(await open(), fs.createWriteStream(tmp));
    const probed = await probeVideo(tmp);
    facts.durationSeconds ??= probed.durationSeconds;
    facts.width ??= probed.width;
    facts.height ??= probed.height;
    if (!sent.hasPoster) {
      // One second in (the first frame is often black), or the middle of a shorter clip.
      const at = facts.durationSeconds === null ? 0 : Math.min(1, facts.durationSeconds / 2);
      facts.poster = await grabPoster(tmp, at);
    }
  } catch (err) {
    log.warn({ err }, 'ffmpeg could not read an uploaded video; keeping what the browser sent');
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  return facts;
}
