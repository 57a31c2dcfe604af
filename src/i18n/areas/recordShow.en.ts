/** The read-only record pages (community, household, out-of-school child, learner, staff). English. */
export const recordShowEn = {
  recordShow: {
    edit: 'Edit',
    notFound: 'This record was not found. It may have been removed, or the address is wrong.',
    sections: 'Record sections',
    households: 'Households',
    noHouseholds: 'No households are recorded for this community.',
    children: 'Out-of-school children',
    noChildren: 'No out-of-school children are recorded for this household.',
  },
};
