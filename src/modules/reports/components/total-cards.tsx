import { FIGURE_NOTES } from '@contract/reports/report-notes';
import { type OVERVIEW_TOTALS, REPORT_METRIC_NAMES, type ReportMetric } from '@contract/reports/reports-overview';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { InfoHint } from '@/shared/ui/info-hint';
import classes from './total-cards.module.css';

interface Total {
  key: (typeof OVERVIEW_TOTALS)[number];
  value: number;
  previous: number;
  change: number | null;
}

interface TotalCardsProps {
  totals: Total[];
  previousFrom: string;
  previousTo: string;
  onDrill: (metric: ReportMetric, title: string) => void;
}

const percent = (change: number) => `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;

/** The overview's totals, each against the period before and opening the rows behind it. */
export function TotalCards({ totals, previousFrom, previousTo, onDrill }: TotalCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {totals.map((t) => {
        const name = REPORT_METRIC_NAMES[t.key];
        const trend = t.change === null ? 'none' : t.change > 0 ? 'up' : t.change < 0 ? 'down' : 'flat';
        return (
          <div key={t.key} className={classes.cell}>
            <UnstyledButton
              className={classes.card}
              onClick={() => onDrill(t.key, name)}
              aria-label={`${name} ${t.value.toLocaleString('zh-CN')}，查看明细`}
            >
              <Text fz="sm" c="dimmed">
                {name}
              </Text>
              <Text fz={26} fw={700} lh={1.3} className={classes.value}>
                {t.value.toLocaleString('zh-CN')}
              </Text>
              <Text fz="xs" className={classes.change} data-trend={trend} title={`上期 ${previousFrom} 至 ${previousTo}`}>
                {t.change === null ? `上期 ${t.previous.toLocaleString('zh-CN')}` : `较上期 ${percent(t.change)}`}
              </Text>
            </UnstyledButton>
            {/* Beside the button, not in it: the note's mark is focusable on its own. */}
            <InfoHint note={FIGURE_NOTES[t.key]} label={name} className={classes.note} />
          </div>
        );
      })}
    </SimpleGrid>
  );
}
