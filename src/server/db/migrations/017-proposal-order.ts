import type { Migration } from './migration';

/**
 * The quick search's proposals (issue 35) in their order, enabled first, then the recently modified, as indexes:
 * the images of the authors a name matches (5,409 for the 2,705 Moreau of the scale bench) are the first images of
 * the index whose author matches, and the authors named so are looked for first among the latest ones (see
 * authorProposals), not all of them sorted for five.
 */
export const proposalOrder: Migration = {
  version: 17,
  name: 'proposal-order',
  sql: `
    CREATE INDEX image_proposal_order ON image (enable DESC, modification_date DESC, id);
    CREATE INDEX author_proposal_order ON author (enable DESC, modification_date DESC, id);
  `,
};
