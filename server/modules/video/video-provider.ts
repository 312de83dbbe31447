import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import type { DomainProvider } from '../../domains/providers';

/** What the video library tells the engines about its videos (issue 29): a version shows the poster of its video file (the newest file up to it). */
export const videoProvider: DomainProvider = {
  domainId: DOMAIN_IDS.video,
  showsFile: (knowledgeId, version, fileId) => sql`${fileId} = (select poster_file_id from video_files
    where knowledge_id = ${knowledgeId} and version <= ${version} order by version desc limit 1)`,
};
