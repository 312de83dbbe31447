import type { DocumentPreview } from '@contract/library/library-views';
import { Alert, Badge, Paper, Table, Text, Title } from '@mantine/core';
import classes from './slide-preview.module.css';

type Slides = Extract<DocumentPreview, { kind: 'slides' }>;
type Slide = Slides['slides'][number];
type Paragraph = Slide['paragraphs'][number];

/** Consecutive paragraphs of one kind (bullets or plain lines), so bullets become one list. */
function runsOf(paragraphs: Paragraph[]): { bullet: boolean; items: Paragraph[] }[] {
  const runs: { bullet: boolean; items: Paragraph[] }[] = [];
  for (const p of paragraphs) {
    const last = runs.at(-1);
    if (last && last.bullet === p.bullet) last.items.push(p);
    else runs.push({ bullet: p.bullet, items: [p] });
  }
  return runs;
}

/** Indentation of an outline level, as PowerPoint indents its levels. */
const indent = (level: number) => ({ marginInlineStart: `${level * 1.25}rem` });

function SlideCard({ slide, index, total }: { slide: Slide; index: number; total: number }) {
  const empty = !slide.title && slide.paragraphs.length === 0 && slide.tables.length === 0;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      aria-label={`第 ${index + 1} 张幻灯片（共 ${total} 张）`}
    >
      <div className={classes.head}>
        {/* The slide's number, as PowerPoint's slide sorter shows it; the card's label says "第 N 张". */}
        <Badge variant="light" radius="sm" className={classes.number} aria-hidden>
          {index + 1}
        </Badge>
        {slide.title ? (
          <Title order={3} className={classes.title}>
            {slide.title}
          </Title>
        ) : null}
      </div>
      {runsOf(slide.paragraphs).map((run, i) =>
        run.bullet ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positions on the slide
          <ul key={i} className={classes.bullets}>
            {run.items.map((p, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positions on the slide
              <li key={j} style={indent(p.level)} data-level={p.level}>
                {p.text}
              </li>
            ))}
          </ul>
        ) : (
          run.items.map((p, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positions on the slide
            <Text key={`${i}-${j}`} className={classes.line} style={indent(p.level)}>
              {p.text}
            </Text>
          ))
        ),
      )}
      {slide.tables.map((rows, t) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tables are positions on the slide
        <div key={t} className={classes.tableWrap}>
          <Table withTableBorder withColumnBorders fz="sm">
            <Table.Tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the table
                <Table.Tr key={r}>
                  {row.map((cell, c) =>
                    r === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions of the row
                      <Table.Th key={c}>{cell}</Table.Th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions of the row
                      <Table.Td key={c}>{cell}</Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      {empty ? (
        <Text c="dimmed" fz="sm">
          此页没有文字（可能只有图片或图形）
        </Text>
      ) : null}
    </Paper>
  );
}

/** A deck without slide pictures: one card per slide (title, bullets by level, tables), labelled as the text version. */
export function SlidePreview({ preview }: { preview: Slides }) {
  return (
    <div className={classes.root}>
      <Alert color="gray" variant="light" title="文字版预览">
        {preview.note.replace(/^文字版预览：/, '')}
      </Alert>
      {preview.slides.length === 0 ? (
        <Text c="dimmed">演示文稿中没有幻灯片</Text>
      ) : (
        preview.slides.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions of the deck
          <SlideCard key={i} slide={s} index={i} total={preview.slides.length} />
        ))
      )}
    </div>
  );
}
