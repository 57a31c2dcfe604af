/** Wards: the reference list, the ward inputs and filters, the ward list screen, its credit. English. */
export const wardsEn = {
  wards: {
    notInList: 'not in the reference list',
    withFlag: '%{name} (not in the reference list)',
    noneForLga: 'No wards in the reference list for this LGA',
    chooseLgaFirst: 'Choose the LGA first',
    loading: 'Loading wards…',
    unavailable: 'Wards unavailable',
    list: {
      title: 'Ward list',
      intro:
        "The wards every form and filter offers. INEC's 8,809 registration areas ship with the platform. Upload a CSV with the columns state, lga, ward (and optionally latitude, longitude) to add wards or correct their names: check it first, then apply it in one transaction. Wards the file leaves out are kept.",
      chooseFile: 'Choose a CSV file',
      csvFile: 'Ward list CSV file',
      check: 'Dry run',
      checking: 'Checking…',
      apply: 'Apply',
      applying: 'Applying…',
      dryRunDone: 'Dry run: nothing was written. Apply the file to make these changes.',
      applied: 'Applied: the ward list now holds these changes.',
      failed: 'The file could not be sent.',
      added: 'Added',
      renamed: 'Renamed',
      relocated: 'New coordinates',
      unchanged: 'Unchanged',
      rejected: 'Rejected',
      row: 'Row',
      state: 'State',
      lga: 'LGA',
      ward: 'Ward',
      previousName: 'Was',
      reason: 'Reason',
      firstRows: 'The first %{shown} of %{total} are listed.',
    },
    source: {
      title: 'Wards',
      text: "Ward names are INEC's 8,809 registration areas (774 LGAs, 37 states), as published by the Independent National Electoral Commission, taken from the public list in",
      repository: 'babajide234/next-supabase-dashboard on GitHub',
      changes:
        'We split six lists that the source filed under a same-named LGA of another state, and show the upper-case names in title case. Admins can correct or extend the list from Data Management.',
    },
  },
};
