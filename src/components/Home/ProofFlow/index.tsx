import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {className?: string};

const steps = [
  {x: 10, label: 'Guest program', note: 'compiled to RISC-V'},
  {x: 190, label: 'Prover', note: 'runs it and proves it'},
  {x: 370, label: 'Receipt', note: 'journal + seal'},
] as const;

/** The idea of the zkVM in one picture: program → prover → receipt → verifier. */
export default function ProofFlow({className}: Props): ReactNode {
  return (
    <svg className={className} viewBox="0 0 540 230" role="img" aria-labelledby="proof-flow-title proof-flow-desc">
      <title id="proof-flow-title">How a zkVM proof flows</title>
      <desc id="proof-flow-desc">
        A guest program runs on the prover, which outputs a receipt; anyone holding the receipt and the program's image
        ID can verify it without running the program again.
      </desc>
      <defs>
        <marker
          id="proof-flow-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {steps.map((step) => (
        <g key={step.label}>
          <rect x={step.x} y={30} width={160} height={80} rx={14} className={styles.box} />
          <text x={step.x + 80} y={66} className={styles.label}>
            {step.label}
          </text>
          <text x={step.x + 80} y={90} className={styles.note}>
            {step.note}
          </text>
        </g>
      ))}
      <line x1={172} y1={70} x2={186} y2={70} className={styles.arrow} markerEnd="url(#proof-flow-arrow)" />
      <line x1={352} y1={70} x2={366} y2={70} className={styles.arrow} markerEnd="url(#proof-flow-arrow)" />
      <rect x={190} y={150} width={340} height={64} rx={14} className={styles.verify} />
      <text x={360} y={178} className={styles.label}>
        Verifier
      </text>
      <text x={360} y={200} className={styles.note}>
        checks it against the image ID
      </text>
      <path d="M450 112 V146" className={styles.arrow} markerEnd="url(#proof-flow-arrow)" />
    </svg>
  );
}
