import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { videoFiles as vf } from '../../db/schema/index';
import type { DomainProvider } from '../../domains/providers';

/** What the video library tells the engines about its videos (issue 29): a version shows the poster of its video file (the newest file up to it). */
export const videoProvider: DomainProvider = {
  domainId: DOMAIN_IDS.video,
  showsFile: (knowledgeId, version, fileId) => sql`${fileId} = (select ${vf.posterFileId} from ${vf}
    where ${vf.knowledgeId} = ${knowledgeId} and ${vf.version} <= ${version} order by ${vf.version} desc limit 1)`,
};
