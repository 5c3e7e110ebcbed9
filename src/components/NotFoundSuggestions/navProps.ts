/** The suggestions' outer element, shared with the placeholder that stands in for them while their code loads. */
export const NAV_PROPS = {className: 'container margin-bottom--xl', 'aria-label': 'Suggested pages'} as const;
