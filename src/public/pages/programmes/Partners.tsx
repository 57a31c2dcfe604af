import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProgrammePartner } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';

/** The programme's partners and their roles; a link where the partner has a web site. */
export function Partners({ partners }: { partners: readonly ProgrammePartner[] }) {
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="partners-title" data-testid="programme-partners" sx={{ mt: 3 }}>
      <Typography id="partners-title" component="h2" variant="h2" gutterBottom>
        {t('programmes.partners')}
      </Typography>
      {partners.length === 0 ? (
        <Typography color="text.secondary">{t('programmes.noPartners')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {partners.map((partner) => (
            <Typography component="li" key={partner.name} sx={{ mb: 0.5 }}>
              {partner.url ? (
                <Link href={partner.url} rel="noopener noreferrer" target="_blank">
                  {partner.name}
                </Link>
              ) : (
                partner.name
              )}
              {partner.role && (
                <Typography component="span" color="text.secondary">
                  : {partner.role}
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
