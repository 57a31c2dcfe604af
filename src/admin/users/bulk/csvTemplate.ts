/** The bulk-invite CSV (docs/api-accounts.md): header and an example row for the template hint. */
export const BULK_CSV_COLUMNS = ['fullName', 'email', 'role', 'phone', 'state'] as const;
export const BULK_CSV_HEADER = BULK_CSV_COLUMNS.join(',');
export const BULK_CSV_EXAMPLE = 'Amina Bello,amina.bello@example.org,collector,08031234567,kano';
export const BULK_CSV_TEMPLATE = `${BULK_CSV_HEADER}\n${BULK_CSV_EXAMPLE}\n`;
