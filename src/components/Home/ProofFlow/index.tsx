import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {className?: string};

type Box = {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  note: readonly string[];
  verifier?: boolean;
};
type Layout = {viewBox: string; boxes: readonly Box[]; arrows: readonly string[]};

/** One row on wide screens: program → prover → receipt, the verifier below. */
const wide: Layout = {
  viewBox: '0 0 540 230',
  boxes: [
    {x: 10, y: 30, width: 160, height: 80, label: 'Guest program', note: ['compiled to RISC-V']},
    {x: 190, y: 30, width: 160, height: 80, label: 'Prover', note: ['runs it and proves it']},
    {x: 370, y: 30, width: 160, height: 80, label: 'Receipt', note: ['journal + seal']},
    {
      x: 190,
      y: 150,
      width: 340,
      height: 64,
      label: 'Verifier',
      note: ['checks it against the image ID'],
      verifier: true,
    },
  ],
  arrows: ['M172 70 H186', 'M352 70 H366', 'M450 112 V146'],
};

/**
 * Two by two on phones, read clockwise, so the notes keep a readable size:
 * the wide drawing shrunk to a phone's width set them at about 8 px.
 */
const narrow: Layout = {
  viewBox: '0 0 360 210',
  boxes: [
    {x: 2, y: 10, width: 165, height: 80, label: 'Guest program', note: ['compiled to RISC-V']},
    {x: 193, y: 10, width: 165, height: 80, label: 'Prover', note: ['runs it and proves it']},
    {x: 193, y: 120, width: 165, height: 80, label: 'Receipt', note: ['journal + seal']},
    {
      x: 2,
      y: 120,
      width: 165,
      height: 80,
      label: 'Verifier',
      note: ['checks it against', 'the image ID'],
      verifier: true,
    },
  ],
  arrows: ['M169 50 H189', 'M275 92 V116', 'M191 160 H171'],
};

function Drawing({layout, id, className}: {layout: Layout; id: string; className: string}): ReactNode {
  return (
    <svg className={className} viewBox={layout.viewBox} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>How a zkVM proof flows</title>
      <desc id={`${id}-desc`}>
        A guest program runs on the prover, which outputs a receipt; anyone holding the receipt and the program's image
        ID can verify it without running the program again.
      </desc>
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        const middle = box.x + box.width / 2;
        // The label and its notes as one block, centred in the box.
        const labelY = box.y + box.height / 2 - 4 - (box.note.length - 1) * 8;
        return (
          <g key={box.label}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={14}
              className={box.verifier ? styles.verify : styles.box}
            />
            <text x={middle} y={labelY} className={styles.label}>
              {box.label}
            </text>
            {box.note.map((line, i) => (
              <text key={line} x={middle} y={labelY + 23 + i * 17} className={styles.note}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
      {layout.arrows.map((d) => (
        <path key={d} d={d} className={styles.arrow} markerEnd={`url(#${id}-arrow)`} />
      ))}
    </svg>
  );
}

/**
 * The idea of the zkVM in one picture: program → prover → receipt → verifier.
 * Both drawings are in the page; CSS shows the one that fits, so nothing
 * moves when the page comes alive.
 */
export default function ProofFlow({className}: Props): ReactNode {
  return (
    <>
      <Drawing layout={wide} id="proof-flow" className={clsx(className, styles.wide)} />
      <Drawing layout={narrow} id="proof-flow-narrow" className={clsx(className, styles.narrow)} />
    </>
  );
}
