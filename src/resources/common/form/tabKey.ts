/** "Health & Safety" → "healthSafety": the catalogue key (resources.<resource>.tabs.*) of a tab the domain names (SCHOOL_TABS, COMMUNITY_TABS). */
export function tabKey(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
}
