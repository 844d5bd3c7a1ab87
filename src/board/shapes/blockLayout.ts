// Where the models of a block stand: ranks filled from the front, the incomplete rank at the
// rear, centred. Coordinates are inches in the block's own frame: centred on the block, the
// front towards -y. Pure.
import type { BlockShape } from '../types';

export interface BlockSlot {
  /** 0 is the front rank. */
  rank: number;
  x: number;
  y: number;
}

export interface BlockLayout {
  files: number;
  ranks: number;
  /** Models in the rear rank (equal to `files` when it is full). */
  rear: number;
  /** Frontage and depth, inches. */
  width: number;
  depth: number;
  baseW: number;
  baseD: number;
  slots: BlockSlot[];
}

/** Frontage and depth of a block in inches (its layout without the model slots). */
export function blockSize(b: Pick<BlockShape, 'files' | 'models' | 'base' | 'baseDepth'>): { width: number; depth: number } {
  const models = Math.max(0, Math.floor(b.models));
  const files = Math.max(1, Math.min(Math.floor(b.files) || 1, Math.max(models, 1)));
  const baseW = b.base > 0 ? b.base : 1;
  const baseD = b.baseDepth && b.baseDepth > 0 ? b.baseDepth : baseW;
  return { width: files * baseW, depth: Math.max(1, Math.ceil(models / files)) * baseD };
}

export function blockLayout(b: Pick<BlockShape, 'files' | 'models' | 'base' | 'baseDepth'>): BlockLayout {
  const models = Math.max(0, Math.floor(b.models));
  const files = Math.max(1, Math.min(Math.floor(b.files) || 1, Math.max(models, 1)));
  const ranks = Math.max(1, Math.ceil(models / files));
  const rear = models - (ranks - 1) * files;
  const baseW = b.base > 0 ? b.base : 1;
  const baseD = b.baseDepth && b.baseDepth > 0 ? b.baseDepth : baseW;
  const width = files * baseW;
  const depth = ranks * baseD;
  const slots: BlockSlot[] = [];
  for (let rank = 0; rank < ranks; rank++) {
    const n = rank === ranks - 1 ? rear : files;
    const shift = (files - n) / 2;
    for (let f = 0; f < n; f++) {
      slots.push({ rank, x: -width / 2 + (f + shift + 0.5) * baseW, y: -depth / 2 + (rank + 0.5) * baseD });
    }
  }
  return { files, ranks, rear, width, depth, baseW, baseD, slots };
}
