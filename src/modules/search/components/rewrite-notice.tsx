import { Anchor, Text } from '@mantine/core';

/**
 * Says that the results are those of what the keyword was taken to mean
 * (typed pinyin, a typo), and offers the keyword as typed (issue 28).
 */
export function RewriteNotice({
  rewrite,
  keyword,
  onExact,
}: {
  rewrite: { keyword: string; reason: 'pinyin' | 'typo' };
  keyword: string;
  onExact: () => void;
}) {
  const exact = (
    <Anchor component="button" type="button" fz="sm" onClick={onExact}>
      仍然搜索“{keyword}”
    </Anchor>
  );
  return rewrite.reason === 'typo' ? (
    <Text fz="sm">
      您是不是要找：
      <Text span fw={600}>
        {rewrite.keyword}
      </Text>
      。已为您显示“{rewrite.keyword}”的结果，{exact}
    </Text>
  ) : (
    <Text fz="sm">
      按拼音为您显示“
      <Text span fw={600}>
        {rewrite.keyword}
      </Text>
      ”的结果，{exact}
    </Text>
  );
}
