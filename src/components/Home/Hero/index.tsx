import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import ProofFlow from '../ProofFlow';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>RISC Zero zkVM · Bonsai proving service</p>
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/api/zkvm/quickstart">
              Start the quick start
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/api">
              Read the API docs
            </Link>
          </div>
        </div>
        <ProofFlow className={styles.figure} />
      </div>
    </header>
  );
}
