import type { pathFind } from '@contract/graph/graph';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Badge, Button, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { nodeLabel } from '../lib/drawing';
import classes from './graph.module.css';

type PathAnswer = OutputOf<typeof pathFind>;

interface PathListProps {
  answer: PathAnswer;
  active: number | null;
  onHover: (index: number | null) => void;
  /** Searches again through the skipped super-nodes; absent when they are already allowed. */
  onAllowSuper?: () => void;
}

/** The paths found, each as the server's Chinese sentence; hovering one lights it in the drawing. */
export function PathList({ answer, active, onHover, onAllowSuper }: PathListProps) {
  const skipped = answer.skippedSuperNodes;
  return (
    <Stack gap="xs">
      <Text fw={600}>共找到 {answer.paths.length} 条路径</Text>
      {answer.paths.length === 0 ? (
        <Text c="dimmed" fz="sm">
          在所选跳数与筛选条件内没有找到路径，可增加最大跳数或放宽筛选。
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} p={0} aria-label="路径列表">
          {answer.paths.map((p, i) => (
            <List.Item key={p.steps.map((s) => s.id).join('-') || i}>
              <UnstyledButton
                className={classes.path}
                data-active={active === i || undefined}
                onMouseEnter={() => onHover(i)}
                onMouseLeave={() => onHover(null)}
                onFocus={() => onHover(i)}
                onBlur={() => onHover(null)}
              >
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Badge size="sm" variant="light" miw={52}>
                    {p.hops} 跳
                  </Badge>
                  <Text fz="sm">{p.sentence}</Text>
                </Group>
              </UnstyledButton>
            </List.Item>
          ))}
        </List>
      )}
      {skipped.length > 0 ? (
        <Alert color="yellow" variant="light" p="xs" aria-label="跳过的超级节点">
          <Stack gap={6} align="flex-start">
            <Text fz="sm">
              为避免搜索失控，未经过 {skipped.length} 个超级节点（关联超过 {answer.superNodeDegree.toLocaleString('zh-CN')} 个）：
              {skipped.map((n) => nodeLabel(n)).join('、')}
            </Text>
            {onAllowSuper ? (
              <Button size="compact-sm" variant="light" color="yellow" onClick={onAllowSuper}>
                允许经过超级节点并重新查找
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {answer.limited ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text fz="sm">搜索已达上限，可能还有更多路径；可缩小跳数或增加筛选后再查找。</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
