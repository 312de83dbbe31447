import { seedData } from '../seed-data';

/** One demo video: a clip kept in files/ (made by generate.sh) and how it is published. */
export interface DemoVideo {
  /** Base name of `<file>.<kind>` and its poster `<file>.jpg` in files/. */
  file: string;
  kind: 'mp4' | 'webm';
  title: string;
  summary: string;
  /** Labels (not categories) by name. */
  labels: string[];
  author: 'admin' | 'zhangsan';
  /** Days before seeding it was published; orders the newest list. */
  publishedDaysAgo: number;
  views: number;
  /** Demo users who watched it in the last 30 days (drives the hot list). */
  viewers: ('admin' | 'zhangsan' | 'wangwu')[];
  /** zhangsan's saved position and watch time, so the player resumes in the demo. */
  zhangsan?: { position: number; watched: number; completed?: boolean };
}

/** The demo videos, as data (`data/videos.json`). */
export const DEMO_VIDEOS = seedData<DemoVideo[]>('videos');
