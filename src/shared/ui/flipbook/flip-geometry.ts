import { POLYGONS_PER_PAGE } from './flipbook-constants';
import type { FlipDirection } from './flipbook-types';

export interface FlipStrip {
  /** CSS clip-path polygon cutting this vertical strip out of the full page. */
  clipPath: string;
  /** Rotation about the page's left edge (the spine), in degrees: 0 flat, -180 turned over. */
  angle: number;
  /** Darkening of the strip as it turns away from the light, 0..1. */
  shade: number;
  /** Where the strip's inner edge now sits, in page widths: the strips hang together as one curled sheet. */
  x: number;
  /** How far that edge has lifted towards the viewer, in page widths. */
  z: number;
  /** The strip's inner edge on the flat page, in percent: its hinge (transform-origin). */
  hinge: number;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
/** How far the turn of the outer edge runs ahead of the spine: gives the page its bend. */
const LEAD = 0.6;

/**
 * The moving page split into POLYGONS_PER_PAGE vertical strips. Strips further
 * from the spine turn earlier than those near it, so the page curls instead of
 * turning as a rigid board. Forward: the current page turns away (0 → -180);
 * backward: the previous page comes back (-180 → 0), outer edge first.
 */
export function flipStrips(progress: number, direction: FlipDirection): FlipStrip[] {
  const strips: FlipStrip[] = [];
  const width = 1 / POLYGONS_PER_PAGE;
  let x = 0;
  let z = 0;
  for (let i = 0; i < POLYGONS_PER_PAGE; i++) {
    const left = (i / POLYGONS_PER_PAGE) * 100;
    const right = ((i + 1) / POLYGONS_PER_PAGE) * 100;
    const outer = (i + 1) / POLYGONS_PER_PAGE;
    // Outer strips start at once, inner ones wait up to LEAD of the flip.
    const delay = (1 - outer) * LEAD;
    const local = clamp01((progress - delay) / (1 - delay));
    const turned = direction === 'backward' ? 1 - local : local;
    const angle = -180 * turned;
    strips.push({
      clipPath: `polygon(${left}% 0%, ${right}% 0%, ${right}% 100%, ${left}% 100%)`,
      angle,
      shade: Math.sin(turned * Math.PI) * 0.45,
      x,
      z,
      hinge: left,
    });
    // Each strip hangs on the outer edge of the one before it, so the sheet stays whole while it bends.
    const rad = (-angle * Math.PI) / 180;
    x += width * Math.cos(rad);
    z += width * Math.sin(rad);
  }
  return strips;
}
