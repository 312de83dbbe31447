/**
 * What each report figure counts, in the words its tooltip shows (issue 28:
 * one definition per figure, and a figure that cannot equal a list the user
 * also sees says why). The overview's cards and the tables' columns read
 * these; the catalogue-agreement test checks each against the rows.
 */
export const FIGURE_NOTES = {
  activeUsers: '期间内有过任何操作（登录、浏览、搜索等）的人数，每人只计一次。',
  entries: '期间内新建的词条数（按首个版本的创建时间），含之后删除或尚未发布的，所以可能多于词条库现存的条目。',
  documents: '期间内新建的文档数（按首个版本的创建时间），含之后删除或尚未发布的，所以可能多于文档库现存的文档。',
  videos: '期间内新建的视频数（按首个版本的创建时间），含之后删除或尚未发布的，所以可能多于视频库现存的视频。',
  views: '同一人同一天打开同一条目只计一次，与条目页的阅读数同一口径。',
  searches: '期间内的搜索次数，含没有结果的搜索。',
  downloads: '文档的下载次数：每次从头下载计一次，断点续传不重复计。',
  contributions: '新建、修改、提交审核、上传文件与发表评论的次数之和。',
  likes: '期间内的点赞次数，含对其评论的点赞；之后取消的点赞仍计入，所以可能多于条目页现在的点赞数。',
  favourites: '期间内的收藏次数；之后取消的收藏仍计入，所以可能多于条目页现在的收藏数。',
  comments: '期间内发表的评论数，含之后删除的。',
  readers: '期间内读过它的人数，每人只计一次。',
  given: '期间内下达给此人（或部门成员）的待办任务数。',
  done: '期间内完成的待办任务数。待办目前由系统下达，完成待办随在线学院的学习任务上线，此前为 0。',
  approved: '期间内作出的审核通过决定次数。',
  rejected: '期间内作出的审核驳回决定次数。',
  unread: '已发布、未删除，且期间内没有人阅读过的条目（草稿与待审核的条目不列出）。',
  hidden: '您无权查看的条目不在此列出标题，但计入按标签、按部门的汇总。',
  personGroup:
    '人员按现在所在的部门列出；各项数字按操作发生时所在的部门计入，调过部门的人只计其在所选部门期间的操作，与总览按部门的分布同一口径。',
} as const;
