const all = ['certified-mail'] as const;

/** Certified letters mailed from the product: prices before, each letter's piece and events after. */
export const certifiedMailKeys = {
  all,
  quote: (disputeIds: number[], enclosureIds: number[] = []) =>
    [...all, 'quote', disputeIds.join(','), enclosureIds.join(',')] as const,
  piece: (disputeId: number) => [...all, 'piece', disputeId] as const,
  spend: () => [...all, 'spend'] as const,
};
