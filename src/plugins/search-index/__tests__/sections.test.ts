import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {navbarItems} from '../../../config/navbar';
import {navbarLabelsByPath, sectionOf} from '../sections';

const doc = (id: string) => ({type: 'doc', id, label: id});
const sidebars = {
  docs: [doc('terminology'), doc('faq'), doc('litepaper')],
  education_hub: [
    doc('education'),
    {type: 'category', label: 'Background Reading', collapsed: false, collapsible: true, items: [doc('about-fri')]},
  ],
} as unknown as LoadedVersion['sidebars'];

describe('search result groups (hierarchy lvl0)', () => {
  const labels = navbarLabelsByPath(navbarItems);

  it('gives a page the navbar links to a group of its own, as the hosted crawler does', () => {
    expect(sectionOf(sidebars, 'faq', labels.get('/faq'))).toBe('FAQ');
    expect(sectionOf(sidebars, 'terminology', labels.get('/terminology'))).toBe('Terminology');
  });

  it('finds the navbar links below a base URL too', () => {
    expect(navbarLabelsByPath(navbarItems, '/docs/').get('/docs/faq')).toBe('FAQ');
  });

  it('groups the other pages by their top-level sidebar category, else by their sidebar', () => {
    expect(sectionOf(sidebars, 'litepaper', labels.get('/litepaper'))).toBe('Resources');
    expect(sectionOf(sidebars, 'about-fri')).toBe('Background Reading');
    expect(sectionOf(sidebars, 'education')).toBe('Education Hub');
  });
});
