/** Search from the admin top bar. English. */
export const searchEn = {
  search: {
    searching: 'Searching…',
    nothingFound: 'Nothing found for “%{q}”. Check the spelling, or search by a reference or a phone number.',
    failed: 'The search failed. Check your connection and try again.',
    seeAll: 'See all matches in %{list}',
    phone: 'Phone %{phone}',
    untitled: 'Record %{id} (no name yet)',
    groups: {
      schools: 'Learning Centers',
      learners: 'Learners',
      staff: 'Staff',
      communities: 'Communities',
      households: 'Households',
      outOfSchoolChildren: 'Out-of-school children',
      places: 'Places',
    },
    place: {
      state: 'State',
      lga: 'LGA',
      ward: 'Ward',
    },
  },
};
