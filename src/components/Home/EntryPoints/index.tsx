import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {entries} from './entries';
import styles from './styles.module.css';

export default function EntryPoints(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="entry-points-title">
      <div className="container">
        <Heading as="h2" id="entry-points-title" className={styles.heading}>
          Where do you want to start?
        </Heading>
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.to} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={entry.to} className={styles.cardLink}>
                  {entry.title}
                </Link>
              </Heading>
              <p className={styles.description}>{entry.description}</p>
              <span className={styles.cta} aria-hidden="true">
                {entry.cta} →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
