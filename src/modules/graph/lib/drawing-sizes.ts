/**
 * The sizes the graph canvas draws at (px, model coordinates): the stylesheet
 * uses them, and the layered layout makes room for what they draw.
 */
export const DRAWING_SIZES = {
  /** A node's diameter. */
  node: 28,
  /** The start's and the end's diameter, and their border. */
  end: 38,
  endBorder: 3,
  /** Node labels: font size, widest label (longer ones end in …), gap under the node, line height. */
  nodeFont: 13,
  labelMaxWidth: 120,
  labelMargin: 4,
  labelLine: 18,
  /** Edge labels: font size and background padding. */
  edgeFont: 10,
  edgeLabelPadding: 2,
} as const;
