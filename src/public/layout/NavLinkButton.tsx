import { useLocation } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { LinkButton } from '../components/LinkButton';
import { isNavLinkActive, type PublicNavLink } from './navLinks';

interface NavLinkButtonProps {
  link: PublicNavLink;
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** One top-bar link; the active one carries aria-current="page" and a filled style. */
export function NavLinkButton({ link, onNavigate, fullWidth = false }: NavLinkButtonProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const active = isNavLinkActive(link.to, pathname);
  return (
    <LinkButton
      to={link.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      variant={active ? 'contained' : 'text'}
      fullWidth={fullWidth}
      sx={{
        justifyContent: fullWidth ? 'flex-start' : 'center',
        px: 2,
        fontWeight: active ? 700 : 500,
        color: active ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {t(link.labelKey)}
    </LinkButton>
  );
}
