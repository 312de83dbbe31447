// Test-only page of the rendering benchmark (bench/graph-render.ts): the
// product's own GraphCanvas inside the product's theme, drawing a generated
// graph of `?elements=N` (nodes + edges), so layout and frame times are the
// /chart screen's and not a stand-in's.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { Core } from 'cytoscape';
import { createRoot } from 'react-dom/client';
import { createAppTheme } from '../../src/app/theme';
import { GraphCanvas } from '../../src/modules/graph/components/graph-canvas';
import type { DrawnEdge, DrawnNode } from '../../src/modules/graph/lib/drawing';

declare global {
  interface Window {
    benchCy?: Core;
    benchLayoutMs?: number;
    /** When the layout began (after the elements and styles were set up). */
    benchLayoutStartMs?: number;
    benchStarted: number;
  }
}

const params = new URLSearchParams(location.search);
const elements = Number(params.get('elements') ?? 1000);
const model = params.get('model') === '1' ? 1 : 2;
// Two edges for every node, as paths and expansions draw them: a chain of hubs with their neighbours.
const nodeCount = Math.round(elements / 2.5);
const colours = ['red', 'pink', 'violet', 'yellow', 'cyan', 'blue'];
const nodes: DrawnNode[] = Array.from({ length: nodeCount }, (_, i) => ({
  id: i + 1,
  label: `节点${i + 1}`,
  classId: (i % colours.length) + 1,
  color: colours[i % colours.length],
}));
let seed = 7;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const edges: DrawnEdge[] = [];
for (let i = 2; i <= nodeCount && edges.length < elements - nodeCount; i++) {
  edges.push({ id: edges.length + 1, sourceId: Math.max(1, Math.floor(i / 8)), targetId: i, relationTypeId: 1, label: '创作' });
}
while (edges.length < elements - nodeCount) {
  const a = 1 + Math.floor(rnd() * nodeCount);
  const b = 1 + Math.floor(rnd() * nodeCount);
  if (a !== b) edges.push({ id: edges.length + 1, sourceId: a, targetId: b, relationTypeId: 2, label: '提及' });
}

const root = document.getElementById('root') as HTMLElement;
root.style.height = '100vh';
window.benchStarted = performance.now();
createRoot(root).render(
  <MantineProvider theme={createAppTheme('blue')}>
    <div style={{ width: '100vw', height: '100vh' }}>
      <GraphCanvas
        nodes={nodes}
        edges={edges}
        model={model}
        startId={1}
        endId={nodeCount}
        hiddenNodeIds={new Set()}
        hiddenRelationIds={new Set()}
        highlight={null}
        onNodeTap={() => undefined}
        onNodeDoubleTap={() => undefined}
        onReady={(cy) => {
          window.benchCy = cy;
          cy.one('layoutstart', () => {
            window.benchLayoutStartMs = performance.now() - window.benchStarted;
          });
          cy.one('layoutstop', () => {
            window.benchLayoutMs = performance.now() - window.benchStarted;
          });
        }}
      />
    </div>
  </MantineProvider>,
);
